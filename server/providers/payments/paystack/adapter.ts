import * as v from 'valibot';
import { bookingOfCheckout, checkoutsOf, openNextCheckout } from '../checkouts';
import { hmacSha512Hex, hmacSha512Matches } from '../signatures';
import { callProvider, ProviderTrouble } from '../trouble';
import type { CheckoutProvider, PaymentStatus, Verification } from '../types';
import type { WebhookReading } from '../webhook-event';
import {
  initializedSchema, PAYSTACK_PATHS, PAYSTACK_SIGNATURE_HEADER, verifiedSchema, webhookSchema, type InitializeBody, type PaystackTransaction, type RefundBody,
} from './wire';

export type PaystackSettings = { secretKey: string; publicKey: string; baseUrl: string; timeoutMs?: number };

/**
 * 'abandoned' is pending, not cancelled: Paystack says it of a checkout the customer has not
 * completed, which they may still pay (it is also what a cancelled checkout stays). Reading it as
 * cancelled would let the guarantee's checks close on a payment that can still arrive.
 */
const STATUS: Record<PaystackTransaction['status'], PaymentStatus> = {
  success: 'paid', reversed: 'paid', failed: 'failed', abandoned: 'pending', ongoing: 'pending', pending: 'pending', processing: 'pending', queued: 'pending',
};

function verificationOf(t: PaystackTransaction): Verification {
  // Our fares are naira: money taken in another currency paid for nothing and never reads as paid.
  // It is refunded by hand on Paystack's dashboard (the warning says which).
  if (t.currency !== 'NGN') {
    if (t.status === 'success') console.warn(`Paystack's ${t.reference} was paid in ${t.currency}, not NGN: read as failed; refund it by hand.`);
    return { status: 'failed', amountKobo: t.amount, providerReference: t.reference };
  }
  return {
    status: STATUS[t.status],
    amountKobo: t.amount,
    providerReference: t.reference,
    ...(t.status === 'reversed' ? { refunded: true } : {}),
    ...(t.status === 'abandoned' ? { abandoned: true } : {}),
    ...(t.paid_at ? { paidAt: new Date(t.paid_at) } : {}),
  };
}

/** The booking's verdict over its checkouts: a paid one wins (one kept before one given back), then a live one, then the latest. */
function verdictOf(found: PaystackTransaction[]): Verification | undefined {
  const pick = found.find((t) => t.status === 'success') ?? found.find((t) => t.status === 'reversed')
    ?? found.findLast((t) => STATUS[t.status] === 'pending') ?? found.at(-1);
  return pick && verificationOf(pick);
}

/** Paystack (gateway 5): a redirect to its hosted checkout, verify by reference, refunds, signed webhooks. */
export function paystackProvider(settings: PaystackSettings, options: { fetch?: typeof fetch } = {}): CheckoutProvider {
  const call = (path: string, init: RequestInit = {}) => callProvider('Paystack', `${settings.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${settings.secretKey}`, 'content-type': 'application/json', accept: 'application/json' },
    timeoutMs: settings.timeoutMs,
    fetch: options.fetch,
  });

  /** One of Paystack's transactions, or undefined when it knows no such reference. */
  async function transaction(reference: string): Promise<PaystackTransaction | undefined> {
    const { httpStatus, json } = await call(PAYSTACK_PATHS.verify(reference));
    const answer = v.safeParse(verifiedSchema, json);
    if (!answer.success) throw new ProviderTrouble(`Paystack's verify of ${reference} is not in its documented shape.`);
    const { status, data, message } = answer.output;
    if (!status || !data) {
      if (httpStatus === 400 || httpStatus === 404) return undefined;
      throw new ProviderTrouble(`Paystack refused to verify ${reference} (${httpStatus}): ${message}`);
    }
    if (data.reference !== reference) throw new ProviderTrouble(`Paystack answered the verify of ${reference} with ${data.reference}.`);
    return data;
  }

  return {
    name: 'paystack',
    publicKey: settings.publicKey,
    async initialize(request) {
      return openNextCheckout('Paystack', request.reference, (await checkoutsOf(request.reference, transaction)).length, async (checkout) => {
        const body: InitializeBody = {
          email: request.email, amount: request.amountKobo, reference: checkout, callback_url: request.callbackUrl, currency: 'NGN',
          // cancel_action (https://paystack.com/docs/payments/metadata/): a traveller who cancels comes back to us, not left on Paystack's page.
          metadata: { booking: request.reference, customerName: request.customerName, phoneNumber: request.phoneNumber, cancel_action: request.callbackUrl },
        };
        const { httpStatus, json } = await call(PAYSTACK_PATHS.initialize, { method: 'POST', body: JSON.stringify(body) });
        const answer = v.safeParse(initializedSchema, json);
        if (!answer.success) throw new ProviderTrouble('Paystack answered the initialize in a shape it does not document.');
        if (answer.output.status && answer.output.data) return { checkoutUrl: answer.output.data.authorization_url, providerReference: checkout };
        if (/duplicate/i.test(answer.output.message)) return 'taken';
        throw new ProviderTrouble(`Paystack refused to open a checkout for ${request.reference} (${httpStatus}): ${answer.output.message}`);
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
      const body: RefundBody = { transaction: providerReference, amount: amountKobo };
      const { httpStatus, json } = await call(PAYSTACK_PATHS.refund, { method: 'POST', body: JSON.stringify(body) });
      const answer = v.safeParse(v.object({ status: v.boolean(), message: v.string() }), json);
      if (!answer.success) throw new ProviderTrouble('Paystack answered the refund in a shape it does not document.');
      if (answer.output.status) return;
      // Refunding what Paystack already gave back moves nothing: the refund we asked for is done.
      if ((await transaction(providerReference))?.status === 'reversed') return;
      throw new Error(`Paystack refused to refund ${providerReference} (${httpStatus}): ${answer.output.message}`);
    },
    verifyWebhook(webhook, secret): WebhookReading {
      if (!hmacSha512Matches(secret, webhook.rawBody, webhook.header(PAYSTACK_SIGNATURE_HEADER))) return { refused: 'signature' };
      let json: unknown;
      try {
        json = JSON.parse(webhook.rawBody);
      } catch {
        return { refused: 'not-json' };
      }
      const parsed = v.safeParse(webhookSchema, json);
      const booking = parsed.success ? bookingOfCheckout(parsed.output.data.reference) : undefined;
      if (!parsed.success || !booking) return { refused: 'not-an-event' };
      const { event, data } = parsed.output;
      // Paystack's events carry no id of their own: the transaction and what happened to it are one event.
      return { event: { id: `${data.id}:${event}`, event, data: { reference: booking, providerReference: data.reference, ...(data.status ? { status: data.status } : {}), ...(data.amount === undefined ? {} : { amount: data.amount }) } } };
    },
  };
}

/** How Paystack signs a webhook body with the secret key (its stand-in and tests sign with it). */
export const signPaystackBody = hmacSha512Hex;
