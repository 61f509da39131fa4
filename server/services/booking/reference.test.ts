import { describe, expect, it } from 'vitest';
import { newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './reference';

describe('booking references', () => {
  it("are 'FRE-' and ten unambiguous symbols (50 bits)", () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(/^FRE-[A-HJ-NP-Z2-9]{10}$/);
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('the pattern still accepts the six-symbol references issued before, and nothing else', () => {
    expect('FRE-ABC234').toMatch(REFERENCE_PATTERN);
    expect('FRE-ABCD2345XY').toMatch(REFERENCE_PATTERN);
    for (const bad of ['FRE-ABC23', 'FRE-ABC2345', 'FRE-ABCD2345XYZ', 'FRE-ABCDE1', 'WALKIN-ABC234']) expect(bad).not.toMatch(REFERENCE_PATTERN);
  });

  it('map every byte onto the alphabet without bias (byte & 31)', () => {
    expect(newReference(() => Uint8Array.from([0, 31, 32, 255, 8, 24, 1, 33, 63, 64]))).toBe('FRE-A9A9J2BB9A');
  });

  it('differ from one call to the next', () => {
    const refs = new Set(Array.from({ length: 1000 }, () => newReference()));
    expect(refs.size).toBe(1000);
  });
});
