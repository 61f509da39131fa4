import { resolve } from 'node:path';
import * as v from 'valibot';
import { loadAuthSettings, type AuthSettings } from './auth/settings';
import { loadPaymentSettings, type PaymentSettings } from './providers/payments/settings';

const portSchema = v.pipe(v.string(), v.transform(Number), v.integer('PORT must be a whole number.'), v.minValue(1), v.maxValue(65535));

const envSchema = v.object({
  PORT: v.optional(portSchema, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a full URL.'))),
  NODE_ENV: v.optional(v.string(), 'development'),
  SANDBOX: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'info']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Provider sandboxes and the message outbox are on unless production says otherwise. */
  sandbox: boolean;
  logRequests: boolean;
  staticDir: string;
  /** Provider webhook secrets and keys (server only), the bank-transfer account style. */
  payments: PaymentSettings;
  /** Token lifetimes, signing secret, cipher rotation, proxy trust, Google client id (server/auth). */
  auth: AuthSettings;
};

/** Reads the environment once at start-up; a bad value stops the server with a readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    sandbox: e.NODE_ENV !== 'production' || e.SANDBOX === '1',
    logRequests: e.LOG_LEVEL !== 'silent',
    staticDir: resolve(e.STATIC_DIR),
    payments: loadPaymentSettings(env),
    auth: loadAuthSettings(env),
  };
}
