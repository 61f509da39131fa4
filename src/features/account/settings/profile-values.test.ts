import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '@contract/onboarding';
import { photoProblem, profileFormSchema, profileFormValues, sessionFields, splitName, toUpdateRequest, type ProfileFormValues } from './profile-values';

const profile: CustomerProfile = {
  title: '', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi Nwosu', gender: 1, customerPhoto: '', accountIsConfirmed: true,
  nextOfKinName: 'Chike Obi', nextOfKinPhone: '08099990000', phoneNumber: '+2348031234567', customerStage: 1, customersId: 7,
  referralCode: 'ABCD2345', hasPin: false, nextOfKinGender: 0, pendingEmail: '',
};

const values: ProfileFormValues = profileFormValues(profile);
const problems = (input: ProfileFormValues) => {
  const result = v.safeParse(profileFormSchema, input, { abortPipeEarly: false });
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('profile values', () => {
  it('shows the full name, the local phone and the next of kin', () => {
    expect(values).toEqual({ fullName: 'Ada Obi Nwosu', sex: 1, email: 'ada@example.com', phoneNumber: '08031234567', nextOfKinName: 'Chike Obi', nextOfKinPhone: '08099990000' });
  });

  it('splits the full name on the first space', () => {
    expect(splitName('  Ada   Obi Nwosu ')).toEqual({ firstName: 'Ada', lastName: 'Obi Nwosu' });
    expect(splitName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
  });

  it('needs a first and last name, a sex, and a next of kin with another phone', () => {
    expect(problems(values)).toEqual([]);
    expect(problems({ ...values, fullName: 'Ada' })).toEqual(['Please enter your first and last name.']);
    expect(problems({ ...values, sex: null })).toEqual(['Choose Male or Female.']);
    expect(problems({ ...values, nextOfKinName: ' ' })).toEqual(['Next of kin name is required.']);
    expect(problems({ ...values, nextOfKinPhone: '0809999' })).toContain('Phone No. should not be less than 11 characters');
    expect(problems({ ...values, nextOfKinPhone: '+234 803 123 4567' })).toEqual(['Passenger and Next of Kin Phone No. should not be the same!!!']);
  });

  it('sends first and last name, sex and the next of kin in the 11-digit form', () => {
    expect(toUpdateRequest({ ...values, fullName: ' Ngozi  Obi ', sex: 1, nextOfKinPhone: '+2348099990001' })).toEqual({
      firstName: 'Ngozi', lastName: 'Obi', sex: 1, email: 'ada@example.com', nextOfKinName: 'Chike Obi', nextOfKinMobile: '08099990001', mobile: '08031234567',
    });
  });

  it('accepts only gif, png or jpeg photos up to 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image to upload');
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBe('Please select an image to upload');
    expect(photoProblem({ type: 'image/jpeg', size: 0 })).toBe('Please select an image to upload');
    expect(photoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toMatch(/^Please select an image to upload\. The photo must be 2 MB or smaller\.$/);
  });

  it('keeps in the session only what a sign-in answer holds', () => {
    const fields = sessionFields(profile);
    expect(fields).not.toHaveProperty('nextOfKinGender');
    expect(fields).not.toHaveProperty('pendingEmail');
    expect(fields).toMatchObject({ firstName: 'Ada', customerPhoto: '' });
  });
});
