import * as v from 'valibot';
import { kinPhoneSchema, PHOTO_MAX_BYTES, PHOTO_TYPES, type CustomerProfile, type ProfileUpdateRequest } from '@contract/onboarding';
import { toLocalPhone } from '@contract/validation';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { SAME_PHONE_MESSAGE } from '@contract/validation';
import type { SessionUser } from '@/api/session';

/** What the settings form shows; e-mail and phone are read-only there (spec 1 §2 Settings). */
export type ProfileFormValues = {
  fullName: string;
  sex: 0 | 1 | null;
  email: string;
  phoneNumber: string;
  nextOfKinName: string;
  nextOfKinPhone: string;
};

type ProfileSource = Pick<SessionUser, 'firstName' | 'lastName' | 'gender' | 'email' | 'phoneNumber' | 'nextOfKinName' | 'nextOfKinPhone'>;

export const profileFormValues = (p: ProfileSource): ProfileFormValues => ({
  fullName: `${p.firstName} ${p.lastName}`.trim(),
  sex: p.gender,
  email: p.email,
  phoneNumber: p.phoneNumber ? toLocalPhone(p.phoneNumber) : '',
  nextOfKinName: p.nextOfKinName,
  nextOfKinPhone: p.nextOfKinPhone,
});

/** Spec 1 §2: the full name is split on a space into first and last name ('Ada  Obi Nwosu' → 'Ada', 'Obi Nwosu'). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const clean = fullName.trim().replace(/\s+/g, ' ');
  const at = clean.indexOf(' ');
  return at < 0 ? { firstName: clean, lastName: '' } : { firstName: clean.slice(0, at), lastName: clean.slice(at + 1) };
}

const required = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(100, 'This is too long.'));

/** Spec 1 §5 Profile: update needs full name, sex, next-of-kin name and phone. */
export const profileFormSchema = v.pipe(
  v.object({
    fullName: v.pipe(required('Enter your full name.'), v.check((name) => splitName(name).lastName !== '', 'Please enter your first and last name.')),
    sex: v.picklist([0, 1], 'Choose Male or Female.'),
    phoneNumber: v.string(),
    nextOfKinName: required('Next of kin name is required.'),
    nextOfKinPhone: kinPhoneSchema,
  }),
  v.forward(
    v.partialCheck([['phoneNumber'], ['nextOfKinPhone']], (r) => !r.phoneNumber || toLocalPhone(r.phoneNumber) !== r.nextOfKinPhone, SAME_PHONE_MESSAGE),
    ['nextOfKinPhone'],
  ),
);

/** POST /customer/Update from the form (e-mail and phone as they are: the server does not change them here). */
export function toUpdateRequest(values: ProfileFormValues): ProfileUpdateRequest {
  const { firstName, lastName } = splitName(values.fullName);
  return {
    firstName,
    lastName,
    sex: values.sex ?? 0,
    email: values.email,
    nextOfKinName: values.nextOfKinName.trim(),
    nextOfKinMobile: toLocalPhone(values.nextOfKinPhone.trim()),
    mobile: values.phoneNumber,
  };
}

/** The browser's own check before uploading (the server checks the bytes again). */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || file.size === 0) return ONBOARDING_MESSAGES.selectImage;
  if (file.size > PHOTO_MAX_BYTES) return ONBOARDING_MESSAGES.photoTooLarge;
  return null;
}

/** The profile fields the stored session keeps (the header's picture, checkout's prefill). */
export function sessionFields(profile: CustomerProfile): Partial<SessionUser> {
  const { nextOfKinGender: _kinGender, pendingEmail: _pending, ...fields } = profile;
  return fields;
}
