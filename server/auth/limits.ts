import { OTP_RESEND_SECONDS } from '../../contract/onboarding';

/** Every abuse limit of the server, with the reason for its number. Counters: rate-limit.ts. */

/** How many attempts a counter of rate-limit.ts allows, and how it blocks once they are spent. */
export type Limit = {
  /** Attempts allowed per window (per block, once blocked: see backoff). */
  max: number;
  windowMs: number;
  backoff?: { firstMs: number; maxMs: number };
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Guesses at one account from one place (an address, or a phone the account signed in on
 * before): passwords and sign-in or reset codes. 5 tries, then 1 minute, 2, 4 … up to an hour
 * between single tries. Keyed per place, so an attacker elsewhere cannot lock the owner out.
 */
export const SIGNIN_PLACE_LIMIT: Limit = { max: 5, windowMs: 15 * MINUTE, backoff: { firstMs: MINUTE, maxMs: HOUR } };

/**
 * Wrong guesses from one address across every account (credential stuffing). Generous, because
 * many phones share one carrier address (CGNAT); a phone that signed in to the account before
 * is not counted here, so the owner still gets in from a busy address.
 */
export const SIGNIN_ADDRESS_LIMIT: Limit = { max: 50, windowMs: 15 * MINUTE, backoff: { firstMs: 5 * MINUTE, maxMs: HOUR } };

/**
 * Wrong guesses at one account from every address together (guessing spread over many
 * addresses). Slows a botnet to 100 an hour; the owner's known phone is not counted here either.
 */
export const SIGNIN_ACCOUNT_LIMIT: Limit = { max: 100, windowMs: HOUR };

/** Wrong current passwords on the signed-in 'Change password' form (the session is already held). */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 5, windowMs: 15 * MINUTE, backoff: { firstMs: MINUTE, maxMs: HOUR } };

/** One code per phone or e-mail and purpose every OTP_RESEND_SECONDS (60), taken atomically. */
export const CODE_RESEND_LIMIT: Limit = { max: 1, windowMs: OTP_RESEND_SECONDS * SECOND };

/** Codes one phone or e-mail address may receive: 5 an hour, 10 a day. */
export const SENDS_PER_RECIPIENT_HOUR: Limit = { max: 5, windowMs: HOUR };
export const SENDS_PER_RECIPIENT_DAY: Limit = { max: 10, windowMs: 24 * HOUR };

/** Codes one client address may have sent, to anyone: 30 an hour (room for a busy carrier address). */
export const SENDS_PER_ADDRESS: Limit = { max: 30, windowMs: HOUR };

/** Every SMS and e-mail the server sends in an hour; the default of MESSAGES_PER_HOUR. */
export const DEFAULT_MESSAGES_PER_HOUR = 1000;

/** Public forms accepted per client address: loose enough for many phones behind one address. */
export const FORM_LIMIT: Limit = { max: 30, windowMs: 10 * MINUTE };

// ---- bookings (server/services/booking: settings.ts reads the overrides) ----------------------

/** Unpaid bookings and their seats one client may hold at once (bookings.client_key, per e-mail, per phone). */
export type HoldLimit = { bookings: number; seats: number };

/**
 * Per e-mail and per phone: a trip and a separately booked way back; 26 seats is the largest
 * single booking (13 adults, round trip), so no real booking is ever refused by it.
 */
export const UNPAID_HOLDS_PER_CONTACT: HoldLimit = { bookings: 2, seats: 26 };

/**
 * Per client address: a few travellers checking out at once behind one carrier address (CGNAT);
 * 40 seats is under three buses, an eighth of the 322 leaving Lagos (Jibowu) on a busy day.
 */
export const UNPAID_HOLDS_PER_ADDRESS: HoldLimit = { bookings: 6, seats: 40 };

/**
 * Look-ups by booking reference (status, self check-in, release) per address: a family checks a
 * few tickets several times; at 20 a minute one address needs ~10^8 years to guess a given 50-bit
 * reference (and ~100 years for any one of a million bookings).
 */
export const BOOKING_LOOKUP_LIMIT: Limit = { max: 20, windowMs: MINUTE };

/**
 * Payment calls that take a booking reference (initialisations, confirmations) per address: a
 * traveller makes a handful; they answer differently for known and unknown references, so they
 * are throttled like look-ups (PAYMENT_CALLS_PER_ADDRESS_MINUTE). Providers' signed webhooks are not.
 */
export const PAYMENT_REFERENCE_LIMIT: Limit = { max: 30, windowMs: MINUTE };

/**
 * Wrong phone numbers one booking's reschedule may be tried with in an hour, from any address (a
 * guest proves the booking is theirs with its reference and phone): each is counted before it is
 * compared, and a right one is handed back. 10 covers typos; a phone number cannot be walked.
 */
export const RESCHEDULE_PHONE_LIMIT: Limit = { max: 10, windowMs: HOUR };

// ---- bills (server/services/bills) -------------------------------------------------------------

/**
 * Bill payment references one customer may open in an hour: each bill panel opened makes one, so
 * 60 is far above what a traveller does, and keeps a token-holder from filling the table.
 */
export const BILL_REFERENCES_PER_CUSTOMER: Limit = { max: 60, windowMs: HOUR };

// ---- ambassador (server/services/ambassador) ---------------------------------------------------

/**
 * Account searches by e-mail (GetAmbassadorByEmail) per client address: a person searches once or
 * twice; the answer reveals nothing, and every code it leads to takes the send allowances above.
 */
export const ACCOUNT_LOOKUPS_PER_ADDRESS: Limit = { max: 30, windowMs: 10 * MINUTE };
