import { describe, expect, it } from 'vitest';
import { contactIsComplete, signedInContact, suggestionBody } from './suggestion-draft';

const user = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567' };

describe('suggest route draft', () => {
  it("prefills a signed-in customer's contact with the phone as +234 and no leading zero", () => {
    expect(signedInContact(user)).toEqual({ FullName: 'Ada Obi', Email: 'ada@example.com', PhoneNumber: '+2348031234567' });
    expect(signedInContact({ ...user, phoneNumber: '+2348031234567' }).PhoneNumber).toBe('+2348031234567');
    expect(contactIsComplete(signedInContact(user))).toBe(true);
  });

  it('shows the contact fields again when the profile lacks a usable phone or e-mail', () => {
    expect(contactIsComplete(signedInContact({ ...user, phoneNumber: '' }))).toBe(false);
    expect(contactIsComplete(signedInContact({ ...user, email: 'ada' }))).toBe(false);
  });

  it('sends the phone in +234 form', () => {
    const body = suggestionBody({
      DepartureState: 'Lagos', DepartureLocation: 'Ajah', ArrivalState: 'Oyo', ArrivalLocation: 'Ibadan', ...signedInContact(user), PhoneNumber: '08031234567',
    });
    expect(body?.PhoneNumber).toBe('+2348031234567');
    expect(suggestionBody({ DepartureState: '', DepartureLocation: '', ArrivalState: '', ArrivalLocation: '', FullName: '', Email: '', PhoneNumber: '' })).toBeNull();
  });
});
