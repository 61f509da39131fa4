import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { bookingOfCheckout, checkoutsOf, openNextCheckout } from '../checkouts';
import { callProvider, ProviderTrouble } from '../trouble';
import type { CheckoutProvider, PaymentStatus, Verification } from '../types';
import type { WebhookReading } from '../webhook-event';
import {
  FLUTTERWAVE_HASH_HEADER, FLUTTERWAVE_PATHS, paymentLinkSchema, refundedSchema, verifiedSchema, webhookSchema,
  type FlutterwaveTransaction, type PaymentBody, type RefundBody,
} from './wire';

/** `secretHash` is the dashboard's webhook secret hash: the payment settings' secrets.flutterwave, which verifyWebhook is given. */
export type FlutterwaveSettings = { secretKey: string; secretHash: string; publicKey: string; baseUrl: string; timeoutMs?: number };

/** Our side counts kobo; Flutterwave takes and answers naira with two decimals at most. */
const nairaOf = (kobo: number) => kobo / 100;
const koboOf = (naira: number) => Math.round(naira * 100);

const STATUS: Record<FlutterwaveTransaction['status'], PaymentStatus> = {
  successful: 'paid', failed: 'failed', pending: 'pending', cancelled: 'cancelled',
};

function verificationOf(t: FlutterwaveTransaction): Verification {
  const seen = { amountKobo: koboOf(t.amount), providerReference: t.tx_ref };
  // Our fares are naira: money taken in another currency paid for nothing and never reads as paid
  // (status alone: amountKobo is then that currency's hundredths). It is refunded by hand on Flutterwave's dashboard.
  if (t.currency !== 'NGN') {
    if (t.status === 'successful') console.warn(`Flutterwave's ${t.tx_ref} was paid in ${t.currency}, not NGN: read as failed; refund it by hand.`);
    return { status: 'failed', ...seen };
  }
  return {
    status: STATUS[t.status],
    ...seen,
    // A transaction is recorded when the customer is charged, so a successful one's created_at is when it was paid.
    ...(t.status === 'successful' && t.created_at ? { paidAt: new Date(t.created_at) } : {}),
  };
}

/** The booking's verdict over its checkouts: a paid one wins, then a live one, then the latest. */
function verdictOf(found: FlutterwaveTransaction[]): Verification | undefined {
  const read = found.map(verificationOf);
  return read.find((r) => r.status === 'paid') ?? read.findLast((r) => r.status === 'pending') ?? read.at(-1);
}

/** Flutterwave (gateway 8): a redirect to its hosted payment link (Standard), verify by tx_ref, refunds, webhooks by verif-hash. */
export function flutterwaveProvider(settings: FlutterwaveSettings, options: { fetch?: typeof fetch } = {}): CheckoutProvider {
  const call = (path: string, init: RequestInit = {}) => callProvider('Flutterwave', `${settings.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${settings.secretKey}`, 'content-type': 'application/json', accept: 'application/json' },
    timeoutMs: settings.timeoutMs,
    fetch: options.fetch,
  });

  /** One of Flutterwave's transactions, or undefined when it knows no such tx_ref. */
  async function transaction(txRef: string): Promise<FlutterwaveTransaction | undefined> {
    const { httpStatus, json } = await call(FLUTTERWAVE_PATHS.verifyByReference(txRef));
    const answer = v.safeParse(verifiedSchema, json);
    if (!answer.success) throw new ProviderTrouble(`Flutterwave's verify of ${txRef} is not in its documented shape.`);
    const { status, data, message } = answer.output;
    if (status !== 'success' || !data) {
      if (httpStatus === 400 || httpStatus === 404) return undefined;
      throw new ProviderTrouble(`Flutterwave refused to verify ${txRef} (${httpStatus}): ${message}`);
    }
    if (data.tx_ref !== txRef) throw new ProviderTrouble(`Flutterwave answered the verify of ${txRef} with ${data.tx_ref}.`);
    return data;
  }

  return {
    name: 'flutterwave',
    publicKey: settings.publicKey,
    async initialize(request) {
      return openNextCheckout('Flutterwave', request.reference, (await checkoutsOf(request.reference, transaction)).length, async (checkout) => {
        const body: PaymentBody = {
          tx_ref: checkout, amount: nairaOf(request.amountKobo), currency: 'NGN', redirect_url: request.callbackUrl,
          customer: { email: request.email, phonenumber: request.phoneNumber, name: request.customerName },
          customizations: { title: 'Freely bus ticket' },
          meta: { booking: request.reference },
        };
        const { httpStatus, json } = await call(FLUTTERWAVE_PATHS.payments, { method: 'POST', body: JSON.stringify(body) });
        const answer = v.safeParse(paymentLinkSchema, json);
        if (!answer.success) throw new ProviderTrouble('Flutterwave answered the payment in a shape it does not document.');
        if (answer.output.status === 'success' && answer.output.data) return { checkoutUrl: answer.output.data.link, providerReference: checkout };
        if (/duplicate/i.test(answer.output.message)) return 'taken';
        throw new ProviderTrouble(`Flutterwave refused to open a checkout for ${request.reference} (${httpStatus}): ${answer.output.message}`);
      });
    },
    async verify(reference, checkout) {
      if (checkout !== undefined) {
        if (bookingOfCheckout(checkout) !== reference) return undefined;
        const t = await transaction(checkout);
        return t && verificationOf(t);
      }
      return verdictOf(await checkoutsOf(reference, transaction));
    },
    async refund(providerReference, amountKobo) {
      // Flutterwave refunds by its own numeric id; we keep its tx_ref.
      const t = await transaction(providerReference);
      if (!t) throw new Error(`Flutterwave refused to refund ${providerReference}: it knows no such transaction.`);
      const body: RefundBody = { amount: nairaOf(amountKobo) };
      const { httpStatus, json } = await call(FLUTTERWAVE_PATHS.refund(t.id), { method: 'POST', body: JSON.stringify(body) });
      const answer = v.safeParse(refundedSchema, json);
      if (!answer.success) throw new ProviderTrouble('Flutterwave answered the refund in a shape it does not document.');
      if (answer.output.status === 'success') return;
      // Its transaction still reads successful after a refund: only the refusal says the money went back already.
      if (/already/i.test(answer.output.message)) return;
      throw new Error(`Flutterwave refused to refund ${providerReference} (${httpStatus}): ${answer.output.message}`);
    },
    verifyWebhook(webhook, secret): WebhookReading {
      if (!sameHash(secret, webhook.header(FLUTTERWAVE_HASH_HEADER))) return { refused: 'signature' };
      let json: unknown;
      try {
        json = JSON.parse(webhook.rawBody);
      } catch {
        return { refused: 'not-json' };
      }
      const parsed = v.safeParse(webhookSchema, json);
      const booking = parsed.success ? bookingOfCheckout(parsed.output.data.tx_ref) : undefined;
      if (!parsed.success || !booking) return { refused: 'not-an-event' };
      const { event, data } = parsed.output;
      // The transaction and what happened to it are one event (a retry of it is the same event).
      return { event: { id: `${data.id}:${event}`, event, data: { reference: booking, providerReference: data.tx_ref, ...(data.status ? { status: data.status } : {}), ...(data.amount === undefined ? {} : { amount: koboOf(data.amount) }) } } };
    },
  };
}

/** Flutterwave sends the secret hash itself (no signature over the body): compared in constant time. */
export function sameHash(secretHash: string, sent: string | undefined): boolean {
  if (!sent || !secretHash) return false;
  const expected = Buffer.from(secretHash);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
