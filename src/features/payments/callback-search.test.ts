import { describe, expect, it } from 'vitest';
import { callbackSearch } from './callback-search';

describe('callbackSearch', () => {
  it("reads our reference when the provider appended its own copy of the parameter, or sent only its checkout's", () => {
    expect(callbackSearch('flutterwave')({ tx_ref: ['FRE-AB12CD34EF', 'FRE-AB12CD34EF.2'], status: 'successful', transaction_id: 91 })).toEqual({ tx_ref: 'FRE-AB12CD34EF' });
    expect(callbackSearch('moniepoint')({ paymentReference: 'FRE-AB12CD34EF.1' })).toEqual({ paymentReference: 'FRE-AB12CD34EF' });
    expect(callbackSearch('paystack')({ tx_ref: 'FRE-AB12CD34EF', trxref: 'FRE-AB12CD34EF.1', reference: 'FRE-AB12CD34EF.1' })).toEqual({ tx_ref: 'FRE-AB12CD34EF' });
  });

  it('leaves out a missing or malformed reference', () => {
    expect(callbackSearch('paystack')({})).toEqual({ tx_ref: undefined });
    expect(callbackSearch('paystack')({ tx_ref: '<script>' })).toEqual({ tx_ref: undefined });
    expect(callbackSearch('flutterwave')({ tx_ref: [42] })).toEqual({ tx_ref: undefined });
  });
});
