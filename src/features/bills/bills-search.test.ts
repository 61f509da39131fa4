import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BILL_KINDS, BILL_REFERENCE } from '@contract/bills';
import { billResultSearchSchema, billsSearchSchema, PANELS, REFERENCE } from './bills-search';

describe('/bills-payment search', () => {
  it("knows the contract's bill kinds and reference shape (written out to keep contract/bills.ts off the home page)", () => {
    expect(PANELS).toEqual(BILL_KINDS);
    expect(REFERENCE.source).toBe(BILL_REFERENCE.source);
  });

  it('keeps the open panel and its reference', () => {
    expect(v.parse(billsSearchSchema, { panel: 'airtime', reference: 'BIL-ABCDEFGH2345' })).toEqual({ panel: 'airtime', reference: 'BIL-ABCDEFGH2345' });
    expect(v.parse(billsSearchSchema, { panel: 'tv' })).toEqual({ panel: 'tv', reference: undefined });
    expect(v.parse(billsSearchSchema, {})).toEqual({ panel: undefined, reference: undefined });
  });

  it('drops an unknown panel or a reference that is not a bill reference, keeping the rest', () => {
    expect(v.parse(billsSearchSchema, { panel: 'flights', reference: 'BIL-ABCDEFGH2345' })).toEqual({ panel: undefined, reference: 'BIL-ABCDEFGH2345' });
    // O, I, 0 and 1 are not in the reference alphabet; too short; lower case.
    for (const reference of ['BIL-ABCDEFGH2340', 'BIL-ABC', 'bil-abcdefgh2345', 12345]) {
      expect(v.parse(billsSearchSchema, { panel: 'data', reference }).reference).toBeUndefined();
    }
  });

  it('/paybill-call-back takes a bill reference only', () => {
    expect(v.parse(billResultSearchSchema, { reference: ' BIL-ABCDEFGH2345 ' })).toEqual({ reference: 'BIL-ABCDEFGH2345' });
    expect(v.parse(billResultSearchSchema, { reference: '<script>' })).toEqual({ reference: undefined });
  });
});

describe('/paybill-call-back back from Paystack', () => {
  it('reads ours, the first reference, when Paystack appends trxref and its own (the checkout, BIL-….1)', () => {
    expect(v.parse(billResultSearchSchema, { reference: ['BIL-ABCDEFGH2345', 'BIL-ABCDEFGH2345.1'], trxref: 'BIL-ABCDEFGH2345.1' })).toEqual({ reference: 'BIL-ABCDEFGH2345' });
  });
});
