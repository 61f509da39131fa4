import { describe, expect, it } from 'vitest';
import { canSaveProfile, profileFormValues, toProfileRequest, type ProfileFormValues } from './profile-values';

const OWN = '+2348031234567';
const good: ProfileFormValues = {
  firstName: ' Ada ',
  lastName: 'Obi',
  gender: '1',
  referralCode: '',
  nextOfKinName: 'Chike Obi',
  nextOfKinGender: '0',
  kinPhone: '0809 999 0000',
};

describe('profile completion form (spec 1 §2, §5 Profile)', () => {
  it('builds the updateprofilev2 body: title from gender, kin phone in international form', () => {
    expect(toProfileRequest(good, OWN)).toEqual({
      body: {
        phoneNumber: OWN,
        gender: 1,
        title: '',
        firstName: ' Ada ',
        lastName: 'Obi',
        referralCode: '',
        nextOfKinName: 'Chike Obi',
        nextOfKinGender: 0,
        nextOfKinPhoneNumber: '+2348099990000',
      },
    });
    const male = toProfileRequest({ ...good, gender: '0' }, OWN);
    expect('body' in male && male.body.title).toBe('Mr');
  });

  it('keeps Save disabled until the customer’s gender is chosen', () => {
    expect(canSaveProfile({ ...good, gender: '' })).toBe(false);
    expect(canSaveProfile(good)).toBe(true);
  });

  it('asks for names, a Nigerian kin phone different from the customer’s own', () => {
    expect(toProfileRequest({ ...good, firstName: ' ' }, OWN)).toEqual({ errors: { firstName: 'First name is required.' } });
    expect(toProfileRequest({ ...good, nextOfKinName: '' }, OWN)).toEqual({ errors: { nextOfKinName: 'Next of kin name is required.' } });
    expect(toProfileRequest({ ...good, kinPhone: '+233 24 123 4567' }, OWN)).toEqual({
      errors: { kinPhone: 'Only Nigerian numbers are allowed. Please provide a Nigerian number.' },
    });
    expect(toProfileRequest({ ...good, kinPhone: '08031234567' }, OWN)).toEqual({
      errors: { kinPhone: 'Passenger and Next of Kin Phone No. should not be the same!!!' },
    });
    expect(toProfileRequest({ ...good, nextOfKinGender: '' }, OWN)).toEqual({ errors: { nextOfKinGender: 'Choose your next of kin’s gender.' } });
  });

  it('prefills from the profile, leaving the referral field for someone else’s code', () => {
    const values = profileFormValues({ firstName: 'Ada', lastName: 'Obi', gender: null, nextOfKinName: 'Chike', nextOfKinPhone: '08099990000', nextOfKinGender: 1 });
    expect(values).toEqual({ firstName: 'Ada', lastName: 'Obi', gender: '', referralCode: '', nextOfKinName: 'Chike', nextOfKinGender: '1', kinPhone: '08099990000' });
  });
});
