import { describe, expect, it } from 'vitest';
import { hashSecret, SCRYPT_COST, scryptCost, verifyAgainstNothing, verifySecret } from './passwords';

describe('scrypt secrets', () => {
  it('hash with a fresh salt and verify', async () => {
    const a = await hashSecret('Travel#2026');
    const b = await hashSecret('Travel#2026');
    expect(a).toMatch(new RegExp(`^scrypt\\$${scryptCost(process.env)}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(a).not.toBe(b);
    expect(await verifySecret('Travel#2026', a)).toBe(true);
    expect(await verifySecret('Travel#2027', a)).toBe(false);
  });
  it('cost 2^14 unless SCRYPT_COST says a power of two from 1024 (the test runs); a hash of either cost verifies', async () => {
    expect(scryptCost({})).toBe(16384);
    expect(SCRYPT_COST).toBe(16384);
    expect(scryptCost({ SCRYPT_COST: '1024' })).toBe(1024);
    for (const bad of ['1000', '512', 'lots', '2097152']) expect(() => scryptCost({ SCRYPT_COST: bad }), bad).toThrow(/power of two/);
    const strong = await hashSecret('Travel#2026', SCRYPT_COST);
    expect(strong).toMatch(/^scrypt\$16384\$/);
    expect(await verifySecret('Travel#2026', strong)).toBe(true);
    expect(await verifySecret('Travel#2027', strong)).toBe(false);
  });
  it('refuse malformed hashes instead of throwing', async () => {
    expect(await verifySecret('x', 'plain-text')).toBe(false);
    expect(await verifySecret('x', 'scrypt$16384$8$1$$')).toBe(false);
    expect(await verifyAgainstNothing('x')).toBe(false);
  });
});
