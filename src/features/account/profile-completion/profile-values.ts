import * as v from 'valibot';
import { profileV2Request, titleFor, type CustomerProfile, type ProfileV2Request } from '@contract/onboarding';
import { toLocalPhone } from '@contract/validation';
import { SAME_PHONE_MESSAGE } from '@contract/validation';
import { composePhone, registrationPhoneProblem } from '../auth/phone';

/** 'Personalise your profile' as typed; genders are '' until chosen. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  gender: '' | '0' | '1';
  referralCode: string;
  nextOfKinName: string;
  nextOfKinGender: '' | '0' | '1';
  /** As typed after the fixed +234. */
  kinPhone: string;
};
export type ProfileField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

const genderValue = (g: 0 | 1 | null): '' | '0' | '1' => (g === null ? '' : g === 0 ? '0' : '1');

/** The form prefilled from what the server knows (the referral code field is for someone else's code). */
export function profileFormValues(profile: Pick<CustomerProfile, 'firstName' | 'lastName' | 'gender' | 'nextOfKinName' | 'nextOfKinPhone'> & { nextOfKinGender?: 0 | 1 | null }): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: genderValue(profile.gender),
    referralCode: '',
    nextOfKinName: profile.nextOfKinName,
    nextOfKinGender: genderValue(profile.nextOfKinGender ?? null),
    kinPhone: profile.nextOfKinPhone ? toLocalPhone(profile.nextOfKinPhone) : '',
  };
}

/** Save stays disabled until the customer's own gender is chosen (spec 1 §5 'Profile'). */
export const canSaveProfile = (values: ProfileFormValues) => values.gender !== '';

const FIELD_BY_KEY: Partial<Record<string, ProfileField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  gender: 'gender',
  referralCode: 'referralCode',
  nextOfKinName: 'nextOfKinName',
  nextOfKinGender: 'nextOfKinGender',
  nextOfKinPhoneNumber: 'kinPhone',
};

/**
 * The updateprofilev2 body, or each field's first problem in the contract's words. A next-of-kin
 * phone must be Nigerian and differ from the customer's own.
 */
export function toProfileRequest(values: ProfileFormValues, ownPhone: string): { body: ProfileV2Request } | { errors: ProfileFormErrors } {
  const errors: ProfileFormErrors = {};
  const kinPhone = composePhone(values.kinPhone);
  const kinProblem = kinPhone ? registrationPhoneProblem(kinPhone) : 'Next of kin phone number is required.';
  if (kinProblem) errors.kinPhone = kinProblem;
  else if (ownPhone && toLocalPhone(ownPhone) === toLocalPhone(kinPhone)) errors.kinPhone = SAME_PHONE_MESSAGE;
  if (values.gender === '') errors.gender = 'Choose your gender.';
  if (values.nextOfKinGender === '') errors.nextOfKinGender = 'Choose your next of kin’s gender.';
  const gender = values.gender === '1' ? 1 : 0;
  const body: ProfileV2Request = {
    ...(ownPhone ? { phoneNumber: ownPhone } : {}),
    gender,
    title: titleFor(gender),
    firstName: values.firstName,
    lastName: values.lastName,
    referralCode: values.referralCode,
    nextOfKinName: values.nextOfKinName,
    nextOfKinGender: values.nextOfKinGender === '1' ? 1 : 0,
    nextOfKinPhoneNumber: kinPhone,
  };
  const parsed = v.safeParse(profileV2Request, body, { abortPipeEarly: true });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      const field = typeof key === 'string' ? FIELD_BY_KEY[key] : 'kinPhone';
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
