import { isIP } from 'node:net';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { parseEnv } from './env';
import { loadAuthSettings, type AuthSettings } from './auth/settings';
import { loadMessagingSettings, type MessagingSettings } from './providers/messaging/settings';
import { loadPaymentSettings, type PaymentSettings } from './providers/payments/settings';
import { loadBillsSettings, type BillsSettings } from './services/bills/settings';
import { loadBookingSettings, type BookingSettings } from './services/booking/settings';

const portSchema = v.pipe(v.string(), v.transform(Number), v.integer('PORT must be a whole number.'), v.minValue(1), v.maxValue(65535));

/** A list of origins for the Content-Security-Policy, e.g. `https://tiles.example.com https://*.example.net`. */
const originList = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.split(/[\s,]+/).filter(Boolean)),
      v.array(v.pipe(v.string(), v.regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i, `${name} holds origins like https://maps.example.com, separated by spaces.`))),
    ),
    '',
  );

const envSchema = v.object({
  PORT: v.optional(portSchema, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a full URL.'))),
  NODE_ENV: v.optional(v.string(), 'development'),
  SANDBOX: v.optional(v.picklist(['', '0', '1'], 'SANDBOX is 1 (on) or 0 (off).')),
  CSP_CONNECT_SRC: originList('CSP_CONNECT_SRC'),
  CSP_FRAME_SRC: originList('CSP_FRAME_SRC'),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'info']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  GOOGLE_MAPS_API_KEY: v.optional(v.string()),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Provider sandboxes, the message outbox and dev fixtures: see sandboxSetting. */
  sandbox: boolean;
  /** Why the sandboxes are on or off, for the start-up line. */
  sandboxReason: string;
  logRequests: boolean;
  staticDir: string;
  /** Provider webhook secrets and keys (server only), the bank-transfer account style. */
  payments: PaymentSettings;
  /** Token lifetimes, signing secret, cipher rotation, proxy trust, Google client id (server/auth). */
  auth: AuthSettings;
  /** Unpaid holds per client address and per contact, look-ups by reference per address (server/services/booking). */
  booking: BookingSettings;
  /** The bills background check's interval and the sandbox biller's pending time (server/services/bills). */
  bills: BillsSettings;
  /** Origins the app's Content-Security-Policy allows beyond its own (server/http/security-headers.ts). */
  csp: { connectSrc: string[]; frameSrc: string[] };
  /** Google's Places and Distance Matrix key (server only): without it, our own gazetteer answers (server/providers/places/). */
  googleMapsKey: string | undefined;
  /** Termii for SMS and an SMTP server for e-mail (server only); without them, the sandbox's stand-ins or nothing (server/providers/messaging/). */
  messaging: MessagingSettings;
};

/** 127.0.0.0/8, ::1 and localhost: nothing beyond this machine can reach the server. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 6) return h === '::1' || h.startsWith('::ffff:127.') || /^(0:){7}0*1$/.test(h);
  return isIP(h) === 4 && h.startsWith('127.');
}

/**
 * The sandboxes hand out every OTP (/api/dev/outbox) and accept fake payments, so they run only
 * where no one else can reach them: on loopback and outside production. SANDBOX=1 or 0 decides
 * outright (a developer testing from a phone on the LAN sets SANDBOX=1 with HOST=0.0.0.0).
 */
export function sandboxSetting(e: { HOST: string; NODE_ENV: string; SANDBOX?: string }): { on: boolean; reason: string } {
  if (e.SANDBOX === '1') return { on: true, reason: 'SANDBOX=1' };
  if (e.SANDBOX === '0') return { on: false, reason: 'SANDBOX=0' };
  if (e.NODE_ENV === 'production') return { on: false, reason: 'NODE_ENV=production; SANDBOX=1 turns them on' };
  if (!isLoopback(e.HOST)) return { on: false, reason: `HOST=${e.HOST} is reachable beyond this machine; SANDBOX=1 turns them on` };
  return { on: true, reason: `HOST=${e.HOST} is loopback and NODE_ENV is not production; SANDBOX=0 turns them off` };
}

/** Reads the environment once at start-up; a bad value stops the server with a readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  const sandbox = sandboxSetting(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    sandbox: sandbox.on,
    sandboxReason: sandbox.reason,
    logRequests: e.LOG_LEVEL !== 'silent',
    staticDir: resolve(e.STATIC_DIR),
    payments: loadPaymentSettings(env),
    auth: loadAuthSettings(env),
    booking: loadBookingSettings(env),
    bills: loadBillsSettings(env),
    csp: { connectSrc: e.CSP_CONNECT_SRC, frameSrc: e.CSP_FRAME_SRC },
    googleMapsKey: e.GOOGLE_MAPS_API_KEY || undefined,
    messaging: loadMessagingSettings(env),
  };
}
