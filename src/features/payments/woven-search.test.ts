import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { referenceSchema } from '@contract/payment';
import { parseWovenSearch, REFERENCE } from './woven-search';

describe('/woven-pay search', () => {
  it('keeps a booking reference, upper-cased', () => {
    expect(parseWovenSearch({ reference: ' fre-abc234xyz9 ' })).toEqual({ reference: 'FRE-ABC234XYZ9' });
  });
  it('reads anything else as none, overriding the raw value (the router keeps a key the search leaves out)', () => {
    for (const raw of [{}, { reference: 'x' }, { reference: 12 }, { reference: '<script>' }, { reference: 'A'.repeat(41) }]) {
      const search = parseWovenSearch(raw);
      expect(search).toHaveProperty('reference', undefined);
    }
  });
  it('accepts what the contract accepts, and only that', () => {
    for (const s of ['FRE-ABCDEFGHJK', 'abcdef', 'A'.repeat(40), 'ABCDE', 'A'.repeat(41), 'FRE_1234567', 'FRE 1234567']) {
      expect(REFERENCE.test(s)).toBe(v.safeParse(referenceSchema, s).success);
    }
  });
});
