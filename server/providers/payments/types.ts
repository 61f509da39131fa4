import type { TransferAccount } from '../../../contract/payment';
import type { IncomingWebhook, WebhookReading } from './webhook-event';

/** The payment providers we hand travellers to; each has an adapter (only the sandbox's so far) and a webhook path. */
export const PROVIDER_NAMES = ['paystack', 'flutterwave', 'budpay', 'azapay', 'nomba', 'creditdirect', 'moniepoint', 'opay', 'woven'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];
/** The bank-transfer providers: an account to pay into instead of a hosted checkout. */
export type TransferProviderName = 'azapay' | 'woven';
export type CheckoutProviderName = Exclude<ProviderName, TransferProviderName>;

export const isProviderName = (s: string): s is ProviderName => (PROVIDER_NAMES as readonly string[]).includes(s);

/** What a provider says happened to the money for one of our references. */
export type PaymentStatus = 'paid' | 'pending' | 'cancelled' | 'failed';

export type Verification = {
  status: PaymentStatus;
  /** What the provider collected (or expects), kobo. */
  amountKobo: number;
  /** The provider's own transaction id: (provider, providerReference) is unique in payments. */
  providerReference: string;
  /** A paid transaction the provider has since given back (status stays 'paid': the money did arrive). */
  refunded?: boolean;
  /** When the money arrived, if the provider says (a transfer into a timed account: was it in time?). */
  paidAt?: Date;
  /**
   * A pending checkout the customer left or cancelled that can still be paid (Paystack's
   * 'abandoned', which has no 'cancelled'). The guarantee's checks and webhooks keep it pending; a
   * traveller back from it reads it as cancelled (returned.ts), free to choose another method.
   */
  abandoned?: true;
};

export type CheckoutRequest = {
  /** Our booking reference. */
  reference: string;
  /** Always the booking's server-computed total. */
  amountKobo: number;
  email: string;
  customerName: string;
  phoneNumber: string;
  /** Where the provider sends the traveller back, query parameter included; built by the server. */
  callbackUrl: string;
};

export type Checkout = {
  /** The hosted page (or widget frame) the traveller pays on. */
  checkoutUrl: string;
  providerReference: string;
};

type ProviderBase = {
  name: ProviderName;
  /**
   * Asks the provider, server to server, what happened to the reference; undefined: it never heard
   * of it. With `transaction` (the provider's own id, as a webhook names it) only that transaction
   * of the reference is looked at, so each of two payments for one reference can be verified.
   */
  verify(reference: string, transaction?: string): Promise<Verification | undefined>;
  /**
   * Gives back a payment the provider collected (its transaction id, the amount it collected).
   * Idempotent per transaction: refunding a refunded transaction again succeeds without moving
   * money, as a provider refuses to refund more than it took. Throws when the provider refuses.
   */
  refund(providerReference: string, amountKobo: number): Promise<void>;
  /**
   * Checks that a webhook comes from the provider, the provider's own way, over the exact raw body
   * with its webhook secret, and only then reads the event. Each adapter knows its provider's
   * header and algorithm (Paystack, for one, signs with x-paystack-signature: hex HMAC-SHA512).
   */
  verifyWebhook(webhook: IncomingWebhook, secret: string): WebhookReading;
};

/** A provider with a hosted checkout (redirect or widget). */
export type CheckoutProvider = ProviderBase & {
  name: CheckoutProviderName;
  /** Safe to give the browser (widgets need it); never a secret. */
  publicKey: string;
  initialize(request: CheckoutRequest): Promise<Checkout>;
};

export type AccountStyle = 'named' | 'virtual';

export type AccountRequest = Omit<CheckoutRequest, 'callbackUrl'> & {
  style: AccountStyle;
  /** The account stops accepting transfers at this instant. */
  expiresAt: Date;
};

/** A timed bank-transfer account provider (gateway 26). */
export type TransferProvider = ProviderBase & {
  name: 'azapay';
  openAccount(request: AccountRequest): Promise<TransferAccount>;
};

/**
 * Spec 2 §7.5's virtual-account creation call, field for field (amounts in kobo here; a real
 * adapter converts to what its provider takes).
 */
export type VirtualAccountRequest = {
  /** Our booking reference: the account's transfers are verified under it. */
  customer_reference: string;
  name: string;
  email: string;
  mobile_number: string;
  /** The provider stops accepting transfers into the account at this instant. */
  expires_on: Date;
  /** How many transfers the account takes. */
  use_frequency: number;
  min_amount: number;
  max_amount: number;
  /** Where the provider posts its webhook. */
  callback_url: string;
};

export type VirtualAccount = {
  /** The provider's id of the account, as its verifications and webhooks name the transaction. */
  providerReference: string;
  account_name: string;
  vnuban: string;
  bank_name: string;
  customer_reference: string;
  min_amount: number;
  max_amount: number;
  expires_on: Date;
};

/** A virtual-account provider (/woven-pay): one-use accounts it opens, and closes when asked. */
export type VirtualAccountProvider = ProviderBase & {
  name: 'woven';
  createVirtualAccount(request: VirtualAccountRequest): Promise<VirtualAccount>;
  /** Stops the account taking transfers (a transfer sent after is refused by the bank). Idempotent. */
  closeAccount(providerReference: string): Promise<void>;
};

/** The adapters available to one request (built for that request's public base URL). */
export type ProviderRegistry = {
  checkout: Partial<Record<CheckoutProviderName, CheckoutProvider>>;
  transfer: TransferProvider | undefined;
  /** Optional so that a registry built before it existed (a test's) still is one. */
  virtualAccount?: VirtualAccountProvider;
};
