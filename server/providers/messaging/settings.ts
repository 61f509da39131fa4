import * as v from 'valibot';
import { parseEnv } from '../../env';
import type { SmtpSettings } from './smtp';
import { TERMII_DEFAULT_BASE_URL } from './termii-wire';
import type { TermiiSettings } from './termii';

/** The real SMS and e-mail providers, when configured (server only: the key and the SMTP password never leave it). */
export type MessagingSettings = { termii?: TermiiSettings; smtp?: SmtpSettings; mailFrom: string };

export const DEFAULT_MAIL_FROM = 'Freely <no-reply@freely.ng>';

const envSchema = v.object({
  TERMII_API_KEY: v.optional(v.string()),
  TERMII_SENDER_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9 ]{3,11}$/, 'TERMII_SENDER_ID is the sender ID Termii approved: 3 to 11 letters or digits.')), 'Freely'),
  TERMII_BASE_URL: v.optional(v.pipe(v.string(), v.url('TERMII_BASE_URL must be a full URL.'), v.transform((u) => u.replace(/\/+$/, ''))), TERMII_DEFAULT_BASE_URL),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL looks like smtps://user:password@smtp.example.com:465.'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), DEFAULT_MAIL_FROM),
});

/** Reads TERMII_API_KEY, TERMII_SENDER_ID, TERMII_BASE_URL, SMTP_URL and MAIL_FROM. */
export function loadMessagingSettings(env: Record<string, string | undefined> = {}): MessagingSettings {
  const e = parseEnv(envSchema, env);
  return {
    ...(e.TERMII_API_KEY ? { termii: { apiKey: e.TERMII_API_KEY, senderId: e.TERMII_SENDER_ID, baseUrl: e.TERMII_BASE_URL } } : {}),
    ...(e.SMTP_URL ? { smtp: { url: e.SMTP_URL, from: e.MAIL_FROM } } : {}),
    mailFrom: e.MAIL_FROM,
  };
}
