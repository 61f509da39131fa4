import { describe, expect, it } from 'vitest';
import { hashSecret, verifyAgainstNothing, verifySecret } from './passwords';

describe('scrypt secrets', () => {
  it('hash with a fresh salt and verify', async () => {
    const a = await hashSecret('Travel#2026');
    const b = await hashSecret('Travel#2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifySecret('Travel#2026', a)).toBe(true);
    expect(await verifySecret('Travel#2027', a)).toBe(false);
  });
  it('refuse malformed hashes instead of throwing', async () => {
    expect(await verifySecret('x', 'plain-text')).toBe(false);
    expect(await verifySecret('x', 'scrypt$16384$8$1$$')).toBe(false);
    expect(await verifyAgainstNothing('x')).toBe(false);
  });
});
