import { describe, expect, it } from 'vitest';
import { referenceSchema } from '@contract/payment';
import { RESCHEDULE_REFERENCE as CONTRACT_REFERENCE } from '@contract/reschedule';
import * as v from 'valibot';
import { BOOKING_REFERENCE, parseRescheduleSearch, RESCHEDULE_REFERENCE } from './reschedule-search';

describe('the /reschedule search', () => {
  it('keeps the contract patterns without importing them into the first load', () => {
    expect(RESCHEDULE_REFERENCE.source).toBe(CONTRACT_REFERENCE.source);
    for (const ref of ['FRE-ABCDEFGHJK', 'ABC123', 'X', 'FRE ABC', 'A'.repeat(41), 'A'.repeat(40)]) {
      expect(BOOKING_REFERENCE.test(ref), ref).toBe(v.safeParse(referenceSchema, ref).success);
    }
  });

  it('reads a booking reference and a returning reschedule, and drops what is malformed', () => {
    expect(parseRescheduleSearch({ ref: ' fre-abcdefghjk ', reference: 'rsc-abcdefghjk' })).toEqual({ ref: 'FRE-ABCDEFGHJK', reference: 'RSC-ABCDEFGHJK' });
    expect(parseRescheduleSearch({ ref: 'no way', reference: 'RSC-0000000000' })).toEqual({});
    expect(parseRescheduleSearch({})).toEqual({});
    // A list is a provider's appended copy after ours (our-reference.ts): the first is ours.
    expect(parseRescheduleSearch({ ref: 123456, reference: ['RSC-ABCDEFGHJK'] })).toEqual({ ref: '123456', reference: 'RSC-ABCDEFGHJK' });
    expect(parseRescheduleSearch({ reference: [{ x: 1 }] })).toEqual({});
  });
});
