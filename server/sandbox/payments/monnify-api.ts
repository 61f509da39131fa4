import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { signMonnifyBody } from '../../providers/payments/monnify/adapter';
import {
  initializeBodySchema, koboOfNaira, MONNIFY_PATHS, MONNIFY_REDIRECT_PARAM, MONNIFY_SIGNATURE_HEADER, refundBodySchema, type MonnifyTransaction,
} from '../../providers/payments/monnify/wire';

type Kept = MonnifyTransaction & {
  redirectUrl: string; code: string; customerName: string; customerEmail: string; paymentDescription: string; refundReferences: string[]; refundedKobo?: number;
};

/** Monnify's own spelling of a moment: Lagos time (UTC+1), no zone, tenths. */
const lagosTime = (at: Date) => `${new Date(at.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ')}.0`;

/**
 * Monnify's API played locally, in its own paths, shapes and signatures (wire.ts), for the real
 * adapter to be tested against and for a start with SANDBOX=0 pointed at it: the login (Basic
 * auth, a bearer token that expires), init-transaction (a duplicate paymentReference or another
 * contract code refused), the status query, refunds, a hosted checkout with Pay and Cancel, and the
 * SUCCESSFUL_TRANSACTION webhook signed with the client secret key. Its books are in memory: one stand-in, one run.
 */
export function monnifyStandIn(options: {
  apiKey: string; secretKey: string; contractCode: string; webhookUrl: string | (() => string); deliver?: typeof fetch; now?: () => Date;
  /** How long a token lasts (Monnify's: an hour). */
  tokenSeconds?: number;
}) {
  const { apiKey, secretKey, contractCode, webhookUrl, deliver = fetch, now = () => new Date(), tokenSeconds = 3_600 } = options;
  const kept = new Map<string, Kept>();
  const byCode = new Map<string, Kept>();
  const tokens = new Map<string, number>();
  let logins = 0;
  let serial = 0;
  const app = new Hono();
  const refuse = (responseMessage: string, status: 400 | 401 | 404 = 400) =>
    Response.json({ requestSuccessful: false, responseMessage, responseCode: status === 401 ? '401' : '99' }, { status });
  const answer = (responseBody: unknown, responseMessage = 'success') => Response.json({ requestSuccessful: true, responseMessage, responseCode: '0', responseBody });
  const publicView = ({ transactionReference, paymentReference, amountPaid, totalPayable, paymentStatus, paidOn, currencyCode }: Kept): MonnifyTransaction =>
    ({ transactionReference, paymentReference, amountPaid, totalPayable, paymentStatus, paidOn, currencyCode });

  const bearer: MiddlewareHandler = async (c, next) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const until = token === undefined ? undefined : tokens.get(token);
    if (until === undefined) return refuse('Full authentication is required to access this resource', 401);
    if (now().getTime() >= until) return refuse('Access token expired', 401);
    return next();
  };
  app.use('/api/v1/merchant/*', bearer);
  app.use('/api/v2/merchant/*', bearer);
  app.use('/api/v1/refunds/*', bearer);

  app.post(MONNIFY_PATHS.login, (c) => {
    if (c.req.header('authorization') !== `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`) return refuse('Invalid client credentials', 401);
    logins++;
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, now().getTime() + tokenSeconds * 1000);
    return answer({ accessToken, expiresIn: tokenSeconds });
  });

  app.post(MONNIFY_PATHS.initialize, async (c) => {
    const parsed = v.safeParse(initializeBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    if (body.contractCode !== contractCode) return refuse(`Contract with code ${body.contractCode} does not exist`);
    if (kept.has(body.paymentReference)) return refuse(`Duplicate payment reference: ${body.paymentReference}`);
    const stamp = lagosTime(now()).replace(/\D/g, '').slice(0, 14);
    const t: Kept = {
      transactionReference: `MNFY|64|${stamp}|${String(++serial).padStart(6, '0')}`, paymentReference: body.paymentReference,
      amountPaid: 0, totalPayable: body.amount, paymentStatus: 'PENDING', paidOn: null, currencyCode: 'NGN',
      redirectUrl: body.redirectUrl, code: `MNFYCHK${serial}${randomBytes(4).toString('hex').toUpperCase()}`,
      customerName: body.customerName, customerEmail: body.customerEmail, paymentDescription: body.paymentDescription, refundReferences: [],
    };
    kept.set(t.paymentReference, t);
    byCode.set(t.code, t);
    return answer({
      transactionReference: t.transactionReference, paymentReference: t.paymentReference, merchantName: 'Freely',
      enabledPaymentMethod: body.paymentMethods ?? ['CARD', 'ACCOUNT_TRANSFER'], checkoutUrl: new URL(`/checkout/${t.code}`, c.req.url).toString(),
    });
  });

  app.get(MONNIFY_PATHS.query, (c) => {
    const t = kept.get(c.req.query('paymentReference') ?? '');
    return t ? answer(publicView(t)) : refuse('Could not find transaction with the specified payment reference', 404);
  });

  app.post(MONNIFY_PATHS.refund, async (c) => {
    const parsed = v.safeParse(refundBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    const t = [...kept.values()].find((k) => k.transactionReference === body.transactionReference);
    if (!t) return refuse('Could not find transaction with the specified transaction reference', 404);
    if (t.paymentStatus === 'REVERSED') return refuse('This transaction has already been fully refunded');
    if (t.refundReferences.includes(body.refundReference)) return refuse(`Duplicate refund reference: ${body.refundReference}`);
    if (!['PAID', 'OVERPAID', 'PARTIALLY_PAID'].includes(t.paymentStatus)) return refuse('Only a paid transaction can be refunded');
    if (body.refundAmount > t.amountPaid) return refuse('Refund amount cannot be more than the amount paid');
    t.paymentStatus = 'REVERSED';
    t.refundedKobo = koboOfNaira(body.refundAmount);
    t.refundReferences.push(body.refundReference);
    return answer({
      refundReference: body.refundReference, transactionReference: t.transactionReference, refundReason: body.refundReason, customerNote: body.customerNote,
      refundAmount: body.refundAmount, refundType: body.refundAmount < t.amountPaid ? 'PARTIAL' : 'FULL', refundStatus: 'COMPLETED',
      refundStrategy: 'MERCHANT_WALLET', createdOn: lagosTime(now()), completedOn: lagosTime(now()),
    });
  });

  /** The hosted checkout: the amount, Pay and Cancel (forms, no script). */
  app.get('/checkout/:code', (c) => {
    const t = byCode.get(c.req.param('code'));
    if (!t) return c.text('No such checkout', 404);
    return c.html(`<!doctype html><title>Monnify checkout</title><h1>Pay ₦${t.totalPayable.toFixed(2)}</h1><p>${t.paymentReference}</p>`
      + `<form method="post" target="_top" action="/checkout/${t.code}/pay"><button>Pay</button></form><form method="post" target="_top" action="/checkout/${t.code}/cancel"><button>Cancel</button></form>`);
  });

  app.post('/checkout/:code/:action{pay|cancel}', async (c) => {
    const t = byCode.get(c.req.param('code'));
    if (!t) return c.text('No such checkout', 404);
    if (t.paymentStatus === 'PENDING' && c.req.param('action') === 'cancel') t.paymentStatus = 'CANCELLED';
    if (t.paymentStatus === 'PENDING' && c.req.param('action') === 'pay') {
      t.paymentStatus = 'PAID';
      t.amountPaid = t.totalPayable;
      t.paidOn = lagosTime(now());
      const body = JSON.stringify({
        eventType: 'SUCCESSFUL_TRANSACTION',
        eventData: {
          product: { type: 'API_NOTIFICATION', reference: t.paymentReference }, transactionReference: t.transactionReference, paymentReference: t.paymentReference,
          paidOn: t.paidOn, paymentDescription: t.paymentDescription, metaData: {}, amountPaid: t.amountPaid, totalPayable: t.totalPayable,
          settlementAmount: t.amountPaid, paymentMethod: 'CARD', currency: 'NGN', paymentStatus: t.paymentStatus,
          customer: { name: t.customerName, email: t.customerEmail },
        },
      });
      await deliver(typeof webhookUrl === 'string' ? webhookUrl : webhookUrl(), { method: 'POST', body, headers: { 'content-type': 'application/json', [MONNIFY_SIGNATURE_HEADER]: signMonnifyBody(secretKey, body) } })
        .catch((error: unknown) => console.warn(`The Monnify stand-in could not deliver the webhook of ${t.paymentReference}:`, error));
    }
    // Monnify adds its own paymentReference to the redirectUrl, beside whatever query it already has.
    const back = new URL(t.redirectUrl);
    back.searchParams.append(MONNIFY_REDIRECT_PARAM, t.paymentReference);
    return c.redirect(back.toString(), 303);
  });

  return { app, transactions: kept, logins: () => logins };
}
