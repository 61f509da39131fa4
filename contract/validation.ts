import * as v from 'valibot';
import { MESSAGES } from './messages';

/** Spec 1 §5: letters, digits, underscore, dot, hyphen, @, a domain and a 2–4 character suffix. */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;

export const emailSchema = v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, MESSAGES.invalidEmail));

/** Checkout contact phones: exactly 11 characters (spec 1 §5), digits only. */
export const contactPhoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(11, 'Phone No. should not be less than 11 characters'),
  v.maxLength(11, 'Phone No. should not be greater than 11 characters'),
  v.regex(/^0\d{10}$/, MESSAGES.nigerianNumber),
);

/** '+234 803 123 4567', '2348031234567' or '08031234567' → '+2348031234567'; anything else unchanged. */
export function toInternationalPhone(input: string): string {
  const s = input.replace(/[\s()-]/g, '');
  if (/^0\d{10}$/.test(s)) return `+234${s.slice(1)}`;
  if (/^234\d{10}$/.test(s)) return `+${s}`;
  return s;
}

/** '+2348031234567' → '08031234567' (the 11-digit contact form). */
export const toLocalPhone = (input: string) => {
  const s = toInternationalPhone(input);
  return /^\+234\d{10}$/.test(s) ? `0${s.slice(4)}` : s;
};

export const SAME_PHONE_MESSAGE = 'Passenger and Next of Kin Phone No. should not be the same!!!';

/** Accepts 12 or '12' (upstream sends both) as a whole number. */
export const intLike = (message = 'Must be a whole number.') =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(message));

export const ymdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-mm-dd.'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date.'),
);
