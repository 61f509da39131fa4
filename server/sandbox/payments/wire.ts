import type { Hono } from 'hono';
import { createHmac } from 'node:crypto';
import type { PaymentSettings } from '../../providers/payments/settings';
import { SANDBOX_PATH } from '../path';
import type { SandboxTransaction } from './ledger';

/**
 * The providers the sandbox plays in their own wire format (issue 33): their APIs answer at
 * /sandbox/<provider>/api in the provider's paths and shapes over the sandbox's books, their
 * webhooks are signed the provider's way, and the server reaches them only through the same real
 * adapter that production points at the provider (providers.ts).
 */
export const WIRE_PROVIDERS = ['paystack', 'flutterwave', 'moniepoint'] as const;
export type WireProviderName = (typeof WIRE_PROVIDERS)[number];
export const isWireProvider = (name: string): name is WireProviderName => (WIRE_PROVIDERS as readonly string[]).includes(name);

/** Where the sandbox answers a provider's API: the real adapter's base URL, after the origin. */
export const sandboxApiPath = (name: WireProviderName) => `${SANDBOX_PATH}/${name}/api`;
/** A hosted checkout page of the sandbox (app.ts serves it, with the tester's cases). */
export const checkoutPagePath = (t: Pick<SandboxTransaction, 'provider' | 'id'>) => `${SANDBOX_PATH}/${t.provider}/checkout/${t.id}`;

/** The callback the merchant gave, with the provider's own parameters added after whatever query it has (ours come first). */
export function backTo(t: Pick<SandboxTransaction, 'callbackUrl'>, added: readonly (readonly [string, string])[]): string {
  const back = new URL(t.callbackUrl ?? 'http://localhost/');
  for (const [name, value] of added) back.searchParams.append(name, value);
  return back.toString();
}

/** What a merchant holds to call each provider, as its dashboard gives them. */
export type WireCredentials = {
  paystack: { secretKey: string };
  flutterwave: { secretKey: string; secretHash: string };
  moniepoint: { apiKey: string; secretKey: string; contractCode: string };
};

/**
 * The sandbox's own credentials, from the webhook secrets the payment service checks with (set, or
 * made for this run): Paystack and Monnify sign with their secret key, Flutterwave sends its hash.
 */
export function sandboxCredentials(settings: PaymentSettings): WireCredentials {
  const derived = (secret: string, what: string) => createHmac('sha256', secret).update(what).digest('hex');
  return {
    paystack: { secretKey: settings.secrets.paystack },
    flutterwave: { secretKey: `FLWSECK_TEST-${derived(settings.secrets.flutterwave, 'secret key')}-X`, secretHash: settings.secrets.flutterwave },
    moniepoint: { apiKey: 'MK_TEST_SANDBOX', secretKey: settings.secrets.moniepoint, contractCode: '1234567890' },
  };
}

/** A provider played in its wire format. */
export type WireStandIn = {
  /** Its API at its own paths (mounted at sandboxApiPath). */
  api: Hono;
  /** The webhook it sends when a transaction changed as `t` shows; undefined: it sends none for that. */
  webhook(t: SandboxTransaction): { body: string; headers: Record<string, string> } | undefined;
  /** Where it sends the customer back after Pay or Cancel on its checkout. */
  returnUrl(t: SandboxTransaction): string;
};
