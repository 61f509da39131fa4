import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { parseEnv, wholeNumberEnv } from '../../env';
import { PAYMENT_REFERENCE_LIMIT } from '../../auth/limits';
import { PROVIDER_NAMES, type AccountStyle, type ProviderName } from './types';
import { PAYSTACK_DEFAULT_BASE_URL } from './paystack/wire';
import type { PaystackSettings } from './paystack/adapter';
import { FLUTTERWAVE_DEFAULT_BASE_URL } from './flutterwave/wire';
import type { FlutterwaveSettings } from './flutterwave/adapter';
import { MONNIFY_DEFAULT_BASE_URL } from './monnify/wire';
import type { MonnifySettings } from './monnify/adapter';

/** Server-only provider settings: webhook secrets never leave the server; public keys may. */
export type PaymentSettings = {
  /** Each provider's webhook signing key (its adapter's verifyWebhook checks with it). */
  secrets: Record<ProviderName, string>;
  /** Keys the widgets (8, 25, 29) are opened with; public by design. */
  publicKeys: Record<ProviderName, string>;
  /** Which of the two account shapes the bank-transfer provider answers by default. */
  accountStyle: AccountStyle;
  /** Payment calls taking a reference per client address a minute (PAYMENT_CALLS_PER_ADDRESS_MINUTE). */
  referenceCallsPerMinute: number;
  /** Where a payment still unsettled after its last check is reported (SUPPORT_EMAIL). */
  supportEmail: string;
  /** How often the background payment check looks for checks due (PAYMENT_CHECK_SECONDS). */
  checkEverySeconds: number;
  /** Paystack for real (PAYSTACK_SECRET_KEY, PAYSTACK_PUBLIC_KEY, PAYSTACK_BASE_URL); unset, the sandbox's or none. */
  paystack?: PaystackSettings;
  /** Flutterwave for real (FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH, FLUTTERWAVE_PUBLIC_KEY, FLUTTERWAVE_BASE_URL). */
  flutterwave?: FlutterwaveSettings;
  /** Monnify, our 'moniepoint' (MONNIFY_API_KEY, MONNIFY_SECRET_KEY, MONNIFY_CONTRACT_CODE, MONNIFY_BASE_URL). */
  moniepoint?: MonnifySettings;
};

/** The customer care address Help & Support shows (src/lib/company.ts). */
export const DEFAULT_SUPPORT_EMAIL = 'care@freely.ng';
/** Often enough that a payment settled by a webhook has its receipt within seconds; each look is one indexed query. */
export const DEFAULT_CHECK_EVERY_SECONDS = 5;

const secretSchema = v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters.')));
const keySchema = v.optional(v.pipe(v.string(), v.minLength(1)));

const envKey = (name: ProviderName, suffix: string) => `${name.toUpperCase()}_${suffix}`;

const envSchema = v.object({
  PAYMENT_CALLS_PER_ADDRESS_MINUTE: wholeNumberEnv('PAYMENT_CALLS_PER_ADDRESS_MINUTE'),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('SUPPORT_EMAIL must be an e-mail address.')), DEFAULT_SUPPORT_EMAIL),
  PAYMENT_CHECK_SECONDS: wholeNumberEnv('PAYMENT_CHECK_SECONDS'),
  PAYSTACK_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^sk_(test|live)_\w{8,}$/, 'PAYSTACK_SECRET_KEY is the sk_live_… (or sk_test_…) key from the Paystack dashboard.'))),
  PAYSTACK_BASE_URL: v.optional(v.pipe(v.string(), v.url('PAYSTACK_BASE_URL must be a full URL.'), v.transform((u) => u.replace(/\/+$/, ''))), PAYSTACK_DEFAULT_BASE_URL),
  FLUTTERWAVE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^FLWSECK(_TEST)?-\w{8,}-X$/, 'FLUTTERWAVE_SECRET_KEY is the FLWSECK-…-X key from the Flutterwave dashboard.'))),
  FLUTTERWAVE_SECRET_HASH: v.optional(v.pipe(v.string(), v.minLength(16, 'FLUTTERWAVE_SECRET_HASH must be at least 16 characters.'))),
  FLUTTERWAVE_BASE_URL: v.optional(v.pipe(v.string(), v.url('FLUTTERWAVE_BASE_URL must be a full URL.'), v.transform((u) => u.replace(/\/+$/, ''))), FLUTTERWAVE_DEFAULT_BASE_URL),
  MONNIFY_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'MONNIFY_API_KEY is the MK_… key from the Monnify dashboard.'))),
  MONNIFY_SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(16, 'MONNIFY_SECRET_KEY must be at least 16 characters.'))),
  MONNIFY_CONTRACT_CODE: v.optional(v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'MONNIFY_CONTRACT_CODE is the digits of the Monnify contract.'))),
  MONNIFY_BASE_URL: v.optional(v.pipe(v.string(), v.url('MONNIFY_BASE_URL must be a full URL.'), v.transform((u) => u.replace(/\/+$/, ''))), MONNIFY_DEFAULT_BASE_URL),
  AZAPAY_ACCOUNT_STYLE: v.optional(v.picklist(['named', 'virtual'], "AZAPAY_ACCOUNT_STYLE is 'named' or 'virtual'."), 'named'),
  ...Object.fromEntries(PROVIDER_NAMES.flatMap((n) => [[envKey(n, 'WEBHOOK_SECRET'), secretSchema], [envKey(n, 'PUBLIC_KEY'), keySchema]])),
});

/**
 * Reads <PROVIDER>_WEBHOOK_SECRET, <PROVIDER>_PUBLIC_KEY, AZAPAY_ACCOUNT_STYLE,
 * PAYMENT_CALLS_PER_ADDRESS_MINUTE, SUPPORT_EMAIL and PAYMENT_CHECK_SECONDS. A missing secret
 * is generated for this run: the sandboxes sign with the same settings, so nothing needs setting
 * up locally, and no guessable default ever verifies a forged webhook.
 */
export function loadPaymentSettings(env: Record<string, string | undefined> = {}): PaymentSettings {
  const parsed = parseEnv(envSchema, env);
  const e = parsed as Record<string, string | undefined>;
  const secrets = {} as Record<ProviderName, string>;
  const publicKeys = {} as Record<ProviderName, string>;
  for (const name of PROVIDER_NAMES) {
    secrets[name] = e[envKey(name, 'WEBHOOK_SECRET')] ?? randomBytes(32).toString('hex');
    publicKeys[name] = e[envKey(name, 'PUBLIC_KEY')] ?? `pk_sandbox_${name}_freely`;
  }
  // Paystack signs its webhooks with the secret key itself.
  const paystack = parsed.PAYSTACK_SECRET_KEY
    ? { secretKey: parsed.PAYSTACK_SECRET_KEY, publicKey: publicKeys.paystack, baseUrl: parsed.PAYSTACK_BASE_URL }
    : undefined;
  if (paystack) secrets.paystack = paystack.secretKey;
  // Flutterwave's webhooks carry the secret hash set on its dashboard; Monnify signs with the secret key.
  const flutterwave = bothOrNeither('FLUTTERWAVE_SECRET_KEY', parsed.FLUTTERWAVE_SECRET_KEY, 'FLUTTERWAVE_SECRET_HASH', parsed.FLUTTERWAVE_SECRET_HASH)
    ? { secretKey: parsed.FLUTTERWAVE_SECRET_KEY!, secretHash: parsed.FLUTTERWAVE_SECRET_HASH!, publicKey: publicKeys.flutterwave, baseUrl: parsed.FLUTTERWAVE_BASE_URL }
    : undefined;
  if (flutterwave) secrets.flutterwave = flutterwave.secretHash;
  const monnifySet = [parsed.MONNIFY_API_KEY, parsed.MONNIFY_SECRET_KEY, parsed.MONNIFY_CONTRACT_CODE].filter(Boolean).length;
  if (monnifySet !== 0 && monnifySet !== 3) throw new Error('Invalid environment:\n  MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE are set together or not at all.');
  const moniepoint = monnifySet === 3
    ? { apiKey: parsed.MONNIFY_API_KEY!, secretKey: parsed.MONNIFY_SECRET_KEY!, contractCode: parsed.MONNIFY_CONTRACT_CODE!, baseUrl: parsed.MONNIFY_BASE_URL }
    : undefined;
  if (moniepoint) secrets.moniepoint = moniepoint.secretKey;
  return {
    ...(paystack ? { paystack } : {}),
    ...(flutterwave ? { flutterwave } : {}),
    ...(moniepoint ? { moniepoint } : {}),
    secrets,
    publicKeys,
    accountStyle: parsed.AZAPAY_ACCOUNT_STYLE,
    referenceCallsPerMinute: parsed.PAYMENT_CALLS_PER_ADDRESS_MINUTE ?? PAYMENT_REFERENCE_LIMIT.max,
    supportEmail: parsed.SUPPORT_EMAIL,
    checkEverySeconds: Math.max(1, parsed.PAYMENT_CHECK_SECONDS ?? DEFAULT_CHECK_EVERY_SECONDS),
  };
}

/** Two settings that only work together: true when both are set, false when neither; one alone stops the start. */
function bothOrNeither(aName: string, a: string | undefined, bName: string, b: string | undefined): boolean {
  if (Boolean(a) !== Boolean(b)) throw new Error(`Invalid environment:\n  ${aName} and ${bName} are set together or not at all.`);
  return Boolean(a);
}
