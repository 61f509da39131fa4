import { describe, expect, it } from 'vitest';
import { newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './reference';

describe('booking references', () => {
  it("are 'FRE-' and six unambiguous symbols", () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('map every byte onto the alphabet without bias (byte & 31)', () => {
    expect(newReference(() => Uint8Array.from([0, 31, 32, 255, 8, 24]))).toBe('FRE-A9A9J2');
  });

  it('differ from one call to the next', () => {
    const refs = new Set(Array.from({ length: 1000 }, () => newReference()));
    expect(refs.size).toBe(1000);
  });
});
