import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fundingSearchSchema } from './funding-search';

describe('/profile?reference= back from Paystack', () => {
  it('reads ours, the first reference, when Paystack appends trxref and its own (the checkout, WAL-….1)', () => {
    expect(v.parse(fundingSearchSchema, { reference: ['WAL-ABCDEFGH2345', 'WAL-ABCDEFGH2345.1'], trxref: 'WAL-ABCDEFGH2345.1' })).toEqual({ reference: 'WAL-ABCDEFGH2345' });
    expect(v.parse(fundingSearchSchema, { reference: 'WAL-ABCDEFGH2345' })).toEqual({ reference: 'WAL-ABCDEFGH2345' });
  });
});
