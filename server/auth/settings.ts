import * as v from 'valibot';
import { parseEnv, wholeNumberEnv } from '../env';
import { OTP_RESEND_SECONDS } from '../../contract/onboarding';
import { DEFAULT_MESSAGES_PER_HOUR, FORM_LIMIT, SENDS_PER_ADDRESS } from './limits';

/** Accounts and sessions; every field has a working default. */
export type AuthSettings = {
  /** HS256 signing secret; when absent one is generated once and kept in server_keys. */
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** The sign-in cipher's RSA key pair is replaced after this many days; the previous one still opens. */
  cipherRotateDays: number;
  /** A ticket signing key signs for this many days, then the next one takes over (TICKET_KEY_ROTATE_DAYS); old keys still verify. */
  ticketKeyRotateDays: number;
  /** The scanner's staff token lasts this many hours (STAFF_TOKEN_HOURS): a shift, so a background sync can deliver the log. */
  staffTokenHours: number;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Google sign-in answers only when set. */
  googleClientId: string | undefined;
  /** Codes one client address may have sent in an hour (SENDS_PER_ADDRESS_HOUR). */
  sendsPerAddressPerHour: number;
  /** Public forms one client address may have accepted in ten minutes (FORMS_PER_ADDRESS_10_MINUTES). */
  formsPerAddress: number;
  /** Every SMS and e-mail the server sends in an hour, all recipients together (MESSAGES_PER_HOUR). */
  messagesPerHour: number;
  /** One code per phone or e-mail and purpose this often (OTP_RESEND_SECONDS; the end-to-end tests shorten it). */
  codeResendSeconds: number;
};

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  jwtSecret: undefined,
  // Short-lived: a stolen access token is worth minutes; the refresh token renews it.
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
  cipherRotateDays: 30,
  ticketKeyRotateDays: 30,
  staffTokenHours: 12,
  trustProxy: false,
  googleClientId: undefined,
  sendsPerAddressPerHour: SENDS_PER_ADDRESS.max,
  formsPerAddress: FORM_LIMIT.max,
  messagesPerHour: DEFAULT_MESSAGES_PER_HOUR,
  codeResendSeconds: OTP_RESEND_SECONDS,
};

const positive = (name: string) =>
  v.optional(v.pipe(v.string(), v.transform(Number), v.number(`${name} must be a number.`), v.minValue(0.01, `${name} must be positive.`)));

const envSchema = v.object({
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters.'))),
  ACCESS_TOKEN_MINUTES: positive('ACCESS_TOKEN_MINUTES'),
  REFRESH_TOKEN_DAYS: positive('REFRESH_TOKEN_DAYS'),
  CIPHER_ROTATE_DAYS: positive('CIPHER_ROTATE_DAYS'),
  TICKET_KEY_ROTATE_DAYS: positive('TICKET_KEY_ROTATE_DAYS'),
  STAFF_TOKEN_HOURS: positive('STAFF_TOKEN_HOURS'),
  TRUST_PROXY: v.optional(v.picklist(['0', '1'], 'TRUST_PROXY is 0 or 1.')),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  SENDS_PER_ADDRESS_HOUR: wholeNumberEnv('SENDS_PER_ADDRESS_HOUR'),
  FORMS_PER_ADDRESS_10_MINUTES: wholeNumberEnv('FORMS_PER_ADDRESS_10_MINUTES'),
  MESSAGES_PER_HOUR: wholeNumberEnv('MESSAGES_PER_HOUR'),
  OTP_RESEND_SECONDS: wholeNumberEnv('OTP_RESEND_SECONDS'),
});

/** Reads JWT_SECRET, ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_DAYS, CIPHER_ROTATE_DAYS, TICKET_KEY_ROTATE_DAYS, STAFF_TOKEN_HOURS, TRUST_PROXY, GOOGLE_CLIENT_ID, SENDS_PER_ADDRESS_HOUR, FORMS_PER_ADDRESS_10_MINUTES, MESSAGES_PER_HOUR, OTP_RESEND_SECONDS. */
export function loadAuthSettings(env: Record<string, string | undefined> = {}): AuthSettings {
  const e = parseEnv(envSchema, env);
  const d = DEFAULT_AUTH_SETTINGS;
  return {
    jwtSecret: e.JWT_SECRET,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES ?? d.accessTokenMinutes,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS ?? d.refreshTokenDays,
    cipherRotateDays: e.CIPHER_ROTATE_DAYS ?? d.cipherRotateDays,
    ticketKeyRotateDays: e.TICKET_KEY_ROTATE_DAYS ?? d.ticketKeyRotateDays,
    staffTokenHours: e.STAFF_TOKEN_HOURS ?? d.staffTokenHours,
    trustProxy: e.TRUST_PROXY === '1',
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    sendsPerAddressPerHour: e.SENDS_PER_ADDRESS_HOUR ?? d.sendsPerAddressPerHour,
    formsPerAddress: e.FORMS_PER_ADDRESS_10_MINUTES ?? d.formsPerAddress,
    messagesPerHour: e.MESSAGES_PER_HOUR ?? d.messagesPerHour,
    codeResendSeconds: e.OTP_RESEND_SECONDS ?? d.codeResendSeconds,
  };
}
