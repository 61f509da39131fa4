import * as v from 'valibot';
import { registrationPhoneSchema } from '@contract/onboarding';

/** Country codes offered beside a phone field; only Nigeria is accepted (spec 1 §5 'Phones'). */
export const DIAL_CODES = [
  { iso: 'NG', country: 'Nigeria', dial: '234' },
  { iso: 'GH', country: 'Ghana', dial: '233' },
  { iso: 'BJ', country: 'Benin', dial: '229' },
  { iso: 'TG', country: 'Togo', dial: '228' },
  { iso: 'CM', country: 'Cameroon', dial: '237' },
  { iso: 'NE', country: 'Niger', dial: '227' },
  { iso: 'GB', country: 'United Kingdom', dial: '44' },
  { iso: 'US', country: 'United States', dial: '1' },
] as const;

export const DEFAULT_DIAL = '234';

/**
 * What was typed in a phone field as one international number with its spaces removed:
 * ('234', '0803 123 4567') → '+2348031234567'. A number typed with its own '+' keeps its country;
 * a country code typed again, or the trunk '0' of a local number, is dropped.
 */
export function composePhone(dial: string, typed: string): string {
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
