import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { hmacSha512Hex } from '../../providers/payments/signatures';
import {
  initializeBodySchema, koboOfNaira, MONNIFY_PATHS, MONNIFY_REDIRECT_PARAM, MONNIFY_SIGNATURE_HEADER, nairaOfKobo, refundBodySchema,
  type MonnifyPaymentStatus, type MonnifyTransaction,
} from '../../providers/payments/monnify/wire';
import { meta, newTransactionId, openUniqueTransaction, refundRefusal, transactionByMeta, transactionsOf, type SandboxTransaction } from './ledger';
import { backTo, checkoutPagePath, type WireCredentials, type WireStandIn } from './wire';

/** Monnify's own spelling of a moment: Lagos time (UTC+1), no zone, tenths. */
const lagosTime = (at: Date) => `${new Date(at.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ')}.0`;

const STATUS: Record<string, MonnifyPaymentStatus> = {
  pending: 'PENDING', processing: 'PENDING', cancelled: 'CANCELLED', paid: 'PAID', refunded: 'REVERSED', failed: 'FAILED', expired: 'EXPIRED',
};

export function monnifyView(t: SandboxTransaction): MonnifyTransaction {
  const m = meta(t);
  const paid = t.status === 'paid' || t.status === 'refunded';
  const amountPaid = paid ? (m.receivedKobo ?? t.amountKobo) : 0;
  // What arrived decides between PAID and Monnify's PARTIALLY_PAID and OVERPAID.
  const status = t.status === 'paid' && amountPaid !== t.amountKobo ? (amountPaid < t.amountKobo ? 'PARTIALLY_PAID' : 'OVERPAID') : (STATUS[t.status] ?? 'FAILED');
  return {
    transactionReference: m.providerId ?? t.id, paymentReference: t.reference, amountPaid: nairaOfKobo(amountPaid), totalPayable: nairaOfKobo(t.amountKobo),
    paymentStatus: status, paidOn: m.paidAt ? lagosTime(new Date(m.paidAt)) : null, currencyCode: m.currency ?? 'NGN',
  };
}

/**
 * Monnify's API (wire.ts) played over the sandbox's books: the log-in (Basic auth, a bearer token
 * that expires, checked by its own signature so any server process accepts it), init-transaction
 * (a paymentReference it has had, or another contract code, refused), the status query, refunds,
 * the hosted checkout being the sandbox's page (app.ts), SUCCESSFUL_TRANSACTION signed with the
 * client secret key, and the customer sent back to redirectUrl with its paymentReference.
 */
export function monnifyStandIn(db: Db, credentials: WireCredentials['moniepoint'], options: { now?: () => Date; tokenSeconds?: number } = {}): WireStandIn & { logins: () => number } {
  const { apiKey, secretKey, contractCode } = credentials;
  const { now = () => new Date(), tokenSeconds = 3_600 } = options;
  let logins = 0;
  const api = new Hono();
  const refuse = (responseMessage: string, status: 400 | 401 | 404 = 400) =>
    Response.json({ requestSuccessful: false, responseMessage, responseCode: status === 401 ? '401' : '99' }, { status });
  const answer = (responseBody: unknown, responseMessage = 'success') => Response.json({ requestSuccessful: true, responseMessage, responseCode: '0', responseBody });

  const seal = (payload: string) => createHmac('sha256', secretKey).update(payload).digest('base64url');
  const bearer: MiddlewareHandler = async (c, next) => {
    const [expires, nonce, sealed] = (/^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '').split('.');
    const expected = expires && nonce ? Buffer.from(seal(`${expires}.${nonce}`)) : undefined;
    if (!expected || !sealed || expected.length !== Buffer.byteLength(sealed) || !timingSafeEqual(expected, Buffer.from(sealed))) {
      return refuse('Full authentication is required to access this resource', 401);
    }
    if (now().getTime() >= Number(expires)) return refuse('Access token expired', 401);
    return next();
  };
  api.use('/api/v1/merchant/*', bearer);
  api.use('/api/v2/merchant/*', bearer);
  api.use('/api/v1/refunds/*', bearer);

  api.post(MONNIFY_PATHS.login, (c) => {
    if (c.req.header('authorization') !== `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`) return refuse('Invalid client credentials', 401);
    logins++;
    const payload = `${now().getTime() + tokenSeconds * 1000}.${randomBytes(12).toString('base64url')}`;
    return answer({ accessToken: `${payload}.${seal(payload)}`, expiresIn: tokenSeconds });
  });

  api.post(MONNIFY_PATHS.initialize, async (c) => {
    const parsed = v.safeParse(initializeBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    if (body.contractCode !== contractCode) return refuse(`Contract with code ${body.contractCode} does not exist`);
    const stamp = lagosTime(now()).replace(/\D/g, '').slice(0, 14);
    const opened = await openUniqueTransaction(db, {
      id: newTransactionId('MNFY'), provider: 'moniepoint', reference: body.paymentReference, amountKobo: koboOfNaira(body.amount), callbackUrl: body.redirectUrl,
      customerEmail: body.customerEmail,
      meta: { providerId: `MNFY|64|${stamp}|${randomBytes(3).toString('hex').toUpperCase()}`, customerName: body.customerName, description: body.paymentDescription },
    });
    if (!opened) return refuse(`Duplicate payment reference: ${body.paymentReference}`);
    return answer({
      transactionReference: meta(opened).providerId, paymentReference: opened.reference, merchantName: 'Freely',
      enabledPaymentMethod: body.paymentMethods ?? ['CARD', 'ACCOUNT_TRANSFER'], checkoutUrl: new URL(checkoutPagePath(opened), c.req.url).toString(),
    });
  });

  api.get(MONNIFY_PATHS.query, async (c) => {
    const [t] = await transactionsOf(db, 'moniepoint', c.req.query('paymentReference') ?? '');
    return t ? answer(monnifyView(t)) : refuse('Could not find transaction with the specified payment reference', 404);
  });

  api.post(MONNIFY_PATHS.refund, async (c) => {
    const parsed = v.safeParse(refundBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    const t = await transactionByMeta(db, 'moniepoint', 'providerId', body.transactionReference);
    if (!t) return refuse('Could not find transaction with the specified transaction reference', 404);
    if (t.status === 'refunded') return refuse('This transaction has already been fully refunded');
    const view = monnifyView(t);
    if (!['PAID', 'OVERPAID', 'PARTIALLY_PAID'].includes(view.paymentStatus)) return refuse('Only a paid transaction can be refunded');
    if (body.refundAmount > view.amountPaid) return refuse('Refund amount cannot be more than the amount paid');
    const refused = await refundRefusal(db, 'moniepoint', t.id, koboOfNaira(body.refundAmount));
    if (refused) return refuse(refused);
    return answer({
      refundReference: body.refundReference, transactionReference: view.transactionReference, refundReason: body.refundReason, customerNote: body.customerNote,
      refundAmount: body.refundAmount, refundType: body.refundAmount < view.amountPaid ? 'PARTIAL' : 'FULL', refundStatus: 'COMPLETED',
      refundStrategy: 'MERCHANT_WALLET', createdOn: lagosTime(now()), completedOn: lagosTime(now()),
    });
  });

  return {
    api,
    logins: () => logins,
    webhook(t) {
      if (t.status !== 'paid') return undefined;
      const view = monnifyView(t);
      const body = JSON.stringify({
        eventType: 'SUCCESSFUL_TRANSACTION',
        eventData: {
          product: { type: 'API_NOTIFICATION', reference: view.paymentReference }, transactionReference: view.transactionReference, paymentReference: view.paymentReference,
          paidOn: view.paidOn, paymentDescription: meta(t).description ?? '', metaData: {}, amountPaid: view.amountPaid, totalPayable: view.totalPayable,
          settlementAmount: view.amountPaid, paymentMethod: 'CARD', currency: view.currencyCode, paymentStatus: view.paymentStatus,
          customer: { name: meta(t).customerName ?? '', email: t.customerEmail ?? '' },
        },
      });
      return { body, headers: { [MONNIFY_SIGNATURE_HEADER]: hmacSha512Hex(secretKey, body) } };
    },
    returnUrl(t) {
      return backTo(t, [[MONNIFY_REDIRECT_PARAM, t.reference]]);
    },
  };
}
