import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  changePasswordRequest, normaliseUserName, otpCodeSchema, passwordProblems, passwordSchema, profileV2Request, registerV2Request,
  registrationPhoneSchema, titleFor,
} from './onboarding';
import { toInternationalPhone, toLocalPhone } from './validation';

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? undefined : r.issues[0]?.message;
};

describe('password policy (spec 1 §5)', () => {
  it.each([
    ['Ab#1', 'Password must be at least 8 characters.'],
    ['abcdefg#', 'Password must contain an uppercase letter.'],
    ['ABCDEFG#', 'Password must contain a lowercase letter.'],
    ['Abcdefgh1', 'Password must contain a special character, such as ! # or @.'],
  ])('%s is refused: %s', (password, message) => {
    expect(firstMessage(passwordSchema, password)).toBe(message);
  });
  it('accepts 8+ characters with upper, lower and special', () => {
    expect(v.safeParse(passwordSchema, 'Travel#2026').success).toBe(true);
    expect(passwordProblems('Travel#2026')).toEqual([]);
  });
  it('lists every broken rule for a checklist', () => {
    expect(passwordProblems('abc')).toHaveLength(3);
  });
  it("says 'Password Doesn't Match' when the confirmation differs", () => {
    expect(firstMessage(changePasswordRequest, { oldPassword: 'x', password: 'Travel#2026', confirmPassword: 'Travel#2027' })).toBe("Password Doesn't Match");
    expect(firstMessage(registerV2Request, { phoneNumber: '+2348031234567', password: 'Travel#2026', confirmPassword: 'nope' })).toBe("Password Doesn't Match");
  });
});

describe('phones', () => {
  it('normalises the sign-up phone to 14 characters without spaces', () => {
    expect(v.parse(registrationPhoneSchema, '+234 803 123 4567')).toBe('+2348031234567');
    expect(firstMessage(registrationPhoneSchema, '08031234567')).toBe('Only Nigerian numbers are allowed. Please provide a Nigerian number.');
    expect(firstMessage(registrationPhoneSchema, '+4479111234567')).toBe('Only Nigerian numbers are allowed. Please provide a Nigerian number.');
  });
  it('converts between the international and the 11-digit forms', () => {
    expect(toInternationalPhone('0803 123 4567')).toBe('+2348031234567');
    expect(toInternationalPhone('2348031234567')).toBe('+2348031234567');
    expect(toLocalPhone('+2348031234567')).toBe('08031234567');
    expect(normaliseUserName(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(normaliseUserName('08031234567')).toBe('+2348031234567');
  });
  it('stores the next of kin in the 11-digit form and refuses the customer’s own number', () => {
    const base = { gender: 0, firstName: 'Ada', lastName: 'Obi', nextOfKinName: 'Chike', nextOfKinGender: '1' };
    expect(v.parse(profileV2Request, { ...base, nextOfKinPhoneNumber: '+2348099990000' }).nextOfKinPhoneNumber).toBe('08099990000');
    expect(firstMessage(profileV2Request, { ...base, phoneNumber: '+2348099990000', nextOfKinPhoneNumber: '08099990000' })).toBe(
      'Passenger and Next of Kin Phone No. should not be the same!!!',
    );
  });
});

describe('codes and titles', () => {
  it('a code is 6 digits', () => {
    expect(v.parse(otpCodeSchema, ' 012345 ')).toBe('012345');
    expect(firstMessage(otpCodeSchema, '12345')).toBe('The code is 6 digits.');
  });
  it("title is 'Mr' for male, empty otherwise", () => {
    expect(titleFor(0)).toBe('Mr');
    expect(titleFor(1)).toBe('');
    expect(titleFor(null)).toBe('');
  });
});
