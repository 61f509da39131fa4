import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import {
  FLUTTERWAVE_HASH_HEADER, FLUTTERWAVE_PATHS, paymentBodySchema, refundBodySchema, type FlutterwaveTransaction,
} from '../../providers/payments/flutterwave/wire';
import { meta, newTransactionId, openUniqueTransaction, refundRefusal, transactionByMeta, transactionsOf, type SandboxTransaction } from './ledger';
import { backTo, checkoutPagePath, type WireCredentials, type WireStandIn } from './wire';

/** Its transaction still reads successful after a refund: the refund is a record of its own at Flutterwave. */
const STATUS: Record<string, FlutterwaveTransaction['status']> = {
  pending: 'pending', processing: 'pending', cancelled: 'cancelled', paid: 'successful', refunded: 'successful', failed: 'failed',
};
const nairaOf = (kobo: number) => kobo / 100;
const koboOf = (naira: number) => Math.round(naira * 100);

export function flutterwaveView(t: SandboxTransaction): FlutterwaveTransaction {
  const m = meta(t);
  return {
    id: Number(m.providerId), tx_ref: t.reference, amount: nairaOf(m.receivedKobo ?? t.amountKobo), currency: m.currency ?? 'NGN',
    status: STATUS[t.status] ?? 'failed', created_at: m.paidAt ?? null,
  };
}

/**
 * Flutterwave's v3 API (wire.ts) played over the sandbox's books: a payment link (a tx_ref it has
 * had refused), verify by reference, refund by id, the hosted checkout being the sandbox's page
 * (app.ts) opened in the app's overlay, charge.completed carrying the secret hash, and the customer
 * sent back to redirect_url with status, tx_ref and (once charged) transaction_id. Unlike
 * Flutterwave, which records a transaction only once the customer is charged, an opened link reads
 * 'pending' here.
 */
export function flutterwaveStandIn(db: Db, { secretKey, secretHash }: WireCredentials['flutterwave']): WireStandIn {
  const api = new Hono();
  const refuse = (message: string, status: 400 | 401 | 404 = 400) => Response.json({ status: 'error', message, data: null }, { status });
  api.use('*', async (c, next) => (c.req.header('authorization') === `Bearer ${secretKey}` ? next() : refuse('Invalid authorization key', 401)));

  api.post(FLUTTERWAVE_PATHS.payments, async (c) => {
    const parsed = v.safeParse(paymentBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    const opened = await openUniqueTransaction(db, {
      id: newTransactionId('FLW'), provider: 'flutterwave', reference: body.tx_ref, amountKobo: koboOf(body.amount), callbackUrl: body.redirect_url, customerEmail: body.customer.email,
      meta: { providerId: String(randomInt(1_000_000, 9_000_000)), currency: body.currency, customerName: body.customer.name, phoneNumber: body.customer.phonenumber },
    });
    if (!opened) return refuse('Duplicate tx_ref');
    // Flutterwave's checkout is a widget: the page targets the app's window from the overlay.
    const link = new URL(`${checkoutPagePath(opened)}?mode=widget`, c.req.url).toString();
    return c.json({ status: 'success', message: 'Hosted Link', data: { link } });
  });

  api.get('/v3/transactions/verify_by_reference', async (c) => {
    const [t] = await transactionsOf(db, 'flutterwave', c.req.query('tx_ref') ?? '');
    return t ? c.json({ status: 'success', message: 'Transaction fetched successfully', data: flutterwaveView(t) }) : refuse('No transaction was found for this id');
  });

  api.post('/v3/transactions/:id/refund', async (c) => {
    const parsed = v.safeParse(refundBodySchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const t = await transactionByMeta(db, 'flutterwave', 'providerId', c.req.param('id'));
    if (!t) return refuse('No transaction was found for this id', 404);
    if (t.status === 'refunded') return refuse('Transaction has already been refunded');
    const view = flutterwaveView(t);
    if (view.status !== 'successful') return refuse('Only successful transactions can be refunded');
    const amount = parsed.output.amount ?? view.amount;
    if (koboOf(amount) > koboOf(view.amount)) return refuse('Refund amount cannot be more than the transaction amount');
    const refused = await refundRefusal(db, 'flutterwave', t.id, koboOf(amount));
    if (refused) return refuse(refused);
    return c.json({ status: 'success', message: 'Transaction refund initiated', data: { id: view.id + 900_000, tx_id: view.id, amount_refunded: amount, status: 'completed', created_at: new Date().toISOString() } });
  });

  return {
    api,
    webhook(t) {
      if (t.status !== 'paid' && t.status !== 'failed') return undefined;
      return { body: JSON.stringify({ event: 'charge.completed', data: flutterwaveView(t) }), headers: { [FLUTTERWAVE_HASH_HEADER]: secretHash } };
    },
    returnUrl(t) {
      const view = flutterwaveView(t);
      return backTo(t, [['status', view.status], ['tx_ref', view.tx_ref], ...(view.status === 'cancelled' ? [] : [['transaction_id', String(view.id)] as const])]);
    },
  };
}
