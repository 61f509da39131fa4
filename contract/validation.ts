import * as v from 'valibot';
import { MESSAGES } from './messages';

// ---- limits every string of the contract keeps (issue 10: no bad input reaches the database) ---

/** Upper bounds of whole numbers, by the column that stores them. */
export const INT4_MAX = 2_147_483_647;
export const SMALLINT_MAX = 32_767;

/** String lengths that fit their meaning. */
export const LIMITS = {
  /** A person's name (passenger, next of kin, customer). */
  name: 80,
  /** RFC 5321: an address is at most 254 characters. */
  email: 254,
  /** A booking reference as the server issues them. */
  reference: 40,
  /** A phone number as typed, spaces and all ('+234 803 123 4567'). */
  phone: 20,
  /** A place, address or location line; a full name as one field. */
  address: 200,
  /** A short label or code (a state, a vehicle make, a provider field). */
  short: 60,
  /** Free text people write: a feedback message. */
  freeText: 2_000,
  /** A URL a client passes along (callback pages): ignored by the server, but bounded. */
  url: 2_048,
  /** A signed token (an access token, a Google ID token). */
  token: 4_096,
} as const;

/**
 * True when `s` holds a character no one types into a form: NUL and the other C0 controls (tab,
 * line feed and carriage return allowed only in multi-line text), DEL, or half of a UTF-16
 * surrogate pair (PostgreSQL text holds neither NUL nor lone surrogates). A loop, not
 * String.prototype.isWellFormed, so every browser the app supports runs it.
 */
export function hasForbiddenCharacter(s: string, multiline = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
      return true;
    }
    if (c === 0x7f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

export const forbiddenCharacterMessage = (label: string) => `${label} contains a character that is not allowed.`;

/** Refuses control characters and lone surrogates (see hasForbiddenCharacter), naming the field. */
export const typedText = (label: string, multiline = false) =>
  v.check<string, string>((s) => !hasForbiddenCharacter(s, multiline), forbiddenCharacterMessage(label));

/**
 * A string field as people type it: trimmed, at most `max` characters, no control characters or
 * lone surrogates. Add v.minLength for a required field:
 *   v.pipe(text(80, 'First name'), v.minLength(1, 'First name is required.'))
 */
export const text = (max: number, label: string, options: { multiline?: boolean; tooLong?: string } = {}) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, options.tooLong ?? `${label} must be at most ${max} characters.`), typedText(label, options.multiline));

/**
 * A string that is not trimmed (a token, a password, a key): at most `max` characters, no control
 * characters or lone surrogates.
 */
export const rawText = (max: number, label: string) =>
  v.pipe(v.string(), v.maxLength(max, `${label} must be at most ${max} characters.`), typedText(label));

/**
 * Fields the client sends for display only and the server ignores (amounts it computes itself,
 * provider options): a number or a short string, never nested data.
 */
export const ignoredScalar = v.optional(
  v.nullable(v.union([v.pipe(v.number(), v.finite('Must be a number.')), v.pipe(v.string(), v.maxLength(40)), v.boolean()])),
);

/** Spec 1 §5: letters, digits, underscore, dot, hyphen, @, a domain and a 2–4 character suffix. */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;

export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(LIMITS.email, `E-mail address must be at most ${LIMITS.email} characters.`),
  v.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
);

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

/** Accepts 12 or '12' (upstream sends both) as a whole number; a numeric string is at most 20 characters. */
export function intLike(message = 'Must be a whole number.') {
  return v.pipe(v.union([v.pipe(v.string(), v.maxLength(20, message)), v.number()]), v.transform(Number), v.integer(message));
}

export const ymdSchema = v.pipe(
  v.string(),
  v.maxLength(10, 'Dates are yyyy-mm-dd.'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-mm-dd.'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date.'),
);
