import * as v from 'valibot';
import { registrationPhoneSchema } from '@contract/onboarding';

/**
 * The one country a phone field offers: the server takes only Nigerian numbers for sign-up and
 * next of kin (spec 1 §5 'Phones'), so offering others only led to 'Only Nigerian numbers…'.
 */
export const PHONE_COUNTRY = { iso: 'NG', country: 'Nigeria', dial: '234', flag: '🇳🇬' } as const;

/**
 * What was typed in a phone field as one international number with its spaces removed:
 * '0803 123 4567', '803 123 4567' or '+234 803…' → '+2348031234567'. A number typed with another
 * '+' country keeps it (and is then refused); the country code typed again, or the trunk '0', is dropped.
 */
export function composePhone(typed: string): string {
  const dial = PHONE_COUNTRY.dial;
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith(dial) && digits.length > dial.length + 9) digits = digits.slice(dial.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return `+${dial}${digits}`;
}

/** The problem with a registration phone (14 characters, Nigerian), or null when it is fine. */
export function registrationPhoneProblem(phone: string): string | null {
  const result = v.safeParse(registrationPhoneSchema, phone);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** '+2348031234567' → '+234 803 123 4567' for reading; anything else as it is. */
export function displayPhone(phone: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : phone;
}
