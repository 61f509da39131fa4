import { describe, expect, it } from 'vitest';
import { billsCustomerOf } from './bills-customer';

describe('billsCustomerOf', () => {
  it("names the customer by e-mail and local phone", () => {
    expect(billsCustomerOf({ email: 'ada@example.com', phoneNumber: '+2348031234567' })).toEqual({ customer: { email: 'ada@example.com', phone: '08031234567' } });
  });

  it('says what is missing: the e-mail first (the bills token is issued for it)', () => {
    expect(billsCustomerOf({ email: '', phoneNumber: '+2348031234567' })).toEqual({ missing: 'email' });
    expect(billsCustomerOf({ email: 'ada@example.com', phoneNumber: '' })).toEqual({ missing: 'phone' });
  });
});
