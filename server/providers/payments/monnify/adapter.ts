import * as v from 'valibot';
import { bookingOfCheckout, checkoutsOf, openNextCheckout } from '../checkouts';
import { hmacSha512Hex, hmacSha512Matches } from '../signatures';
import { callProvider, ProviderTrouble } from '../trouble';
import type { CheckoutProvider, PaymentStatus, Verification } from '../types';
import type { WebhookReading } from '../webhook-event';
import {
  answerSchema, initializedBodySchema, koboOfNaira, loginBodySchema, MONNIFY_PATHS, MONNIFY_SIGNATURE_HEADER, nairaOfKobo, refundedBodySchema,
  transactionSchema, webhookSchema, type InitializeBody, type MonnifyPaymentStatus, type MonnifyTransaction, type RefundBody,
} from './wire';

export type MonnifySettings = { apiKey: string; secretKey: string; contractCode: string; baseUrl: string; timeoutMs?: number };

/** A new token is asked for this long before Monnify's runs out, so none expires between our check and Monnify's. */
const TOKEN_MARGIN_SECONDS = 60;

/**
 * PARTIALLY_PAID and OVERPAID took money, only not the booking's total: 'paid' with what was taken,
 * which the payment service compares with the total (and gives back when it is not). REVERSED was
 * paid and given back. Monnify's CANCELLED is final, unlike Paystack's 'abandoned'.
 */
const STATUS: Record<MonnifyPaymentStatus, PaymentStatus> = {
  PAID: 'paid', OVERPAID: 'paid', PARTIALLY_PAID: 'paid', REVERSED: 'paid', PENDING: 'pending', EXPIRED: 'failed', FAILED: 'failed', CANCELLED: 'cancelled',
};

/**
 * Monnify writes its times in Lagos time with no zone ("2024-03-01 10:00:00.0"); one with a zone is
 * taken as it is. Any other spelling gives no paidAt rather than a guess.
 */
function paidAtOf(paidOn: string | null | undefined): Date | undefined {
  if (!paidOn) return undefined;
  const lagos = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?$/.exec(paidOn);
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(paidOn);
  if (!lagos && !zoned) return undefined;
  const at = new Date(lagos ? `${lagos[1]}T${lagos[2]}.${(lagos[3] ?? '').padEnd(3, '0').slice(0, 3)}+01:00` : paidOn);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

function verificationOf(t: MonnifyTransaction): Verification {
  const status = STATUS[t.paymentStatus];
  const paidAt = status === 'paid' ? paidAtOf(t.paidOn) : undefined;
  return {
    status,
    // What it took once paid; before, what it asks.
    amountKobo: koboOfNaira(status === 'paid' ? t.amountPaid : t.totalPayable),
    providerReference: t.paymentReference,
    ...(t.paymentStatus === 'REVERSED' ? { refunded: true } : {}),
    ...(paidAt ? { paidAt } : {}),
  };
}

/** The booking's verdict over its checkouts: a paid one wins (the whole before a part, one kept before one given back), then a live one, then the latest. */
function verdictOf(found: MonnifyTransaction[]): Verification | undefined {
  const pick = found.find((t) => t.paymentStatus === 'PAID' || t.paymentStatus === 'OVERPAID') ?? found.find((t) => t.paymentStatus === 'PARTIALLY_PAID')
    ?? found.find((t) => t.paymentStatus === 'REVERSED') ?? found.findLast((t) => STATUS[t.paymentStatus] === 'pending') ?? found.at(-1);
  return pick && verificationOf(pick);
}

/** Monnify's words when the refund we ask for was made before (by this refundReference or another). */
const ALREADY_REFUNDED = /already\b.*\brefunded|fully refunded|duplicate refund reference/i;

/**
 * Monnify (gateway 30, our 'moniepoint'): a redirect to its hosted checkout, status by our
 * paymentReference, refunds by its transactionReference, webhooks signed with the client secret
 * key. Every call but the login carries a bearer token from the login, kept until shortly before it runs out.
 */
export function monnifyProvider(settings: MonnifySettings, options: { fetch?: typeof fetch; now?: () => Date } = {}): CheckoutProvider {
  const now = options.now ?? (() => new Date());
  const send = (path: string, authorization: string, init: RequestInit = {}) => callProvider('Monnify', `${settings.baseUrl}${path}`, {
    ...init,
    headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
    timeoutMs: settings.timeoutMs,
    fetch: options.fetch,
  });

  let token: { value: string; renewAt: number } | undefined;
  let loggingIn: Promise<string> | undefined;

  async function logIn(): Promise<string> {
    const basic = Buffer.from(`${settings.apiKey}:${settings.secretKey}`).toString('base64');
    const { httpStatus, json } = await send(MONNIFY_PATHS.login, `Basic ${basic}`, { method: 'POST' });
    // Refused keys are ours to fix, not the traveller's: like a stall, nothing can be known of the money meanwhile.
    const { body, message } = read(loginBodySchema, json, 'the login');
    if (!body) throw new ProviderTrouble(`Monnify refused our login (${httpStatus}): ${message}`);
    token = { value: body.accessToken, renewAt: now().getTime() + Math.max(0, body.expiresIn - TOKEN_MARGIN_SECONDS) * 1000 };
    return token.value;
  }

  /** The token in hand while it lasts; otherwise one login, shared by every call waiting for it. */
  function bearer(): Promise<string> {
    if (token && now().getTime() < token.renewAt) return Promise.resolve(token.value);
    loggingIn ??= logIn().finally(() => {
      loggingIn = undefined;
    });
    return loggingIn;
  }

  async function call(path: string, init: RequestInit = {}) {
    const access = await bearer();
    const answer = await send(path, `Bearer ${access}`, init);
    if (answer.httpStatus !== 401) return answer;
    // Monnify ended the token before we expected (a login elsewhere with these keys, a clock apart): one new login, one more try.
    if (token?.value === access) token = undefined;
    const again = await send(path, `Bearer ${await bearer()}`, init);
    if (again.httpStatus === 401) throw new ProviderTrouble(`Monnify refused a new token for ${path.split('?')[0]} too.`);
    return again;
  }

  /** One of Monnify's transactions by our paymentReference, or undefined when it knows no such reference. */
  async function transaction(paymentReference: string): Promise<MonnifyTransaction | undefined> {
    const { httpStatus, json } = await call(`${MONNIFY_PATHS.query}?paymentReference=${encodeURIComponent(paymentReference)}`);
    const { body, message } = read(transactionSchema, json, `the status of ${paymentReference}`);
    if (!body) {
      if (httpStatus === 400 || httpStatus === 404) return undefined;
      throw new ProviderTrouble(`Monnify refused the status of ${paymentReference} (${httpStatus}): ${message}`);
    }
    if (body.paymentReference !== paymentReference) throw new ProviderTrouble(`Monnify answered the status of ${paymentReference} with ${body.paymentReference}.`);
    return body;
  }

  return {
    name: 'moniepoint',
    // Monnify's checkout is a redirect: the browser needs no key, and its API key is not one to show.
    publicKey: '',
    async initialize(request) {
      return openNextCheckout('Monnify', request.reference, (await checkoutsOf(request.reference, transaction)).length, async (checkout) => {
        const body: InitializeBody = {
          amount: nairaOfKobo(request.amountKobo), customerName: request.customerName.trim() || request.email, customerEmail: request.email,
          paymentReference: checkout, paymentDescription: `Freely payment ${request.reference}`, currencyCode: 'NGN',
          contractCode: settings.contractCode, redirectUrl: request.callbackUrl, paymentMethods: ['CARD', 'ACCOUNT_TRANSFER'],
        };
        const { httpStatus, json } = await call(MONNIFY_PATHS.initialize, { method: 'POST', body: JSON.stringify(body) });
        const { body: opened, message } = read(initializedBodySchema, json, 'the initialize');
        if (opened) {
          if (opened.paymentReference !== checkout) throw new ProviderTrouble(`Monnify answered the initialize of ${checkout} with ${opened.paymentReference}.`);
          return { checkoutUrl: opened.checkoutUrl, providerReference: checkout };
        }
        if (/duplicate/i.test(message)) return 'taken';
        throw new ProviderTrouble(`Monnify refused to open a checkout for ${request.reference} (${httpStatus}): ${message}`);
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
      // Monnify refunds by its own transactionReference; ours names the transaction everywhere else.
      const t = await transaction(providerReference);
      if (!t) throw new Error(`Monnify knows no transaction ${providerReference}: the refund is refused.`);
      const body: RefundBody = {
        transactionReference: t.transactionReference, refundReference: `${providerReference}-refund`, refundAmount: nairaOfKobo(amountKobo),
        refundReason: 'Payment not kept by Freely', customerNote: 'Freely refund',
      };
      const { httpStatus, json } = await call(MONNIFY_PATHS.refund, { method: 'POST', body: JSON.stringify(body) });
      const { body: refunded, message } = read(refundedBodySchema, json, 'the refund');
      if (refunded) {
        if (refunded.refundStatus === 'FAILED') throw new Error(`Monnify's refund of ${providerReference} failed: ${message}`);
        return;
      }
      // Refunding what Monnify already gave back moves nothing: the refund we asked for is done.
      if (ALREADY_REFUNDED.test(message) || (await transaction(providerReference))?.paymentStatus === 'REVERSED') return;
      throw new Error(`Monnify refused to refund ${providerReference} (${httpStatus}): ${message}`);
    },
    verifyWebhook(webhook, secret): WebhookReading {
      if (!hmacSha512Matches(secret, webhook.rawBody, webhook.header(MONNIFY_SIGNATURE_HEADER))) return { refused: 'signature' };
      let json: unknown;
      try {
        json = JSON.parse(webhook.rawBody);
      } catch {
        return { refused: 'not-json' };
      }
      const parsed = v.safeParse(webhookSchema, json);
      const booking = parsed.success ? bookingOfCheckout(parsed.output.eventData.paymentReference) : undefined;
      if (!parsed.success || !booking) return { refused: 'not-an-event' };
      const { eventType, eventData } = parsed.output;
      // Monnify's events carry no id of their own: the transaction and what happened to it are one event.
      return {
        event: {
          id: `${eventData.transactionReference}:${eventType}`, event: eventType,
          data: {
            reference: booking, providerReference: eventData.paymentReference,
            ...(eventData.paymentStatus ? { status: eventData.paymentStatus } : {}),
            ...(eventData.amountPaid === undefined ? {} : { amount: koboOfNaira(eventData.amountPaid) }),
          },
        },
      };
    },
  };
}

/**
 * One of Monnify's answers as documented: the call's body when it succeeded, undefined on a refusal
 * (with Monnify's message); an answer in neither shape is trouble.
 */
function read<T extends v.GenericSchema>(schema: T, json: unknown, what: string): { body: v.InferOutput<T> | undefined; message: string } {
  const answer = v.safeParse(answerSchema, json);
  if (!answer.success) throw new ProviderTrouble(`Monnify answered ${what} in a shape it does not document.`);
  const { requestSuccessful, responseMessage: message, responseBody } = answer.output;
  if (!requestSuccessful) return { body: undefined, message };
  const body = v.safeParse(schema, responseBody);
  if (!body.success) throw new ProviderTrouble(`Monnify answered ${what} in a shape it does not document.`);
  return { body: body.output, message };
}

/** How Monnify signs a webhook body with the client secret key (its stand-in and tests sign with it). */
export const signMonnifyBody = hmacSha512Hex;
