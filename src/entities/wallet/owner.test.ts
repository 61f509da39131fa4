import { describe, expect, it } from 'vitest';
import { walletOwnerOf } from './owner';

describe('walletOwnerOf', () => {
  it("names the wallet by the customer's local phone and e-mail", () => {
    expect(walletOwnerOf({ phoneNumber: '+2348031234567', email: ' ada@example.com ' })).toEqual({ owner: { PhoneNumber: '08031234567', Email: 'ada@example.com' } });
  });

  it('says what is missing: a phone sign-up without an e-mail, or a number that is not Nigerian', () => {
    expect(walletOwnerOf({ phoneNumber: '+2348031234567', email: '' })).toEqual({ missing: 'email' });
    expect(walletOwnerOf({ phoneNumber: '+447700900123', email: 'ada@example.com' })).toEqual({ missing: 'phone' });
  });
});
