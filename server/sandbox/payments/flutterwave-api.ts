import { Hono } from 'hono';
import * as v from 'valibot';
import {
  FLUTTERWAVE_HASH_HEADER, FLUTTERWAVE_PATHS, paymentBodySchema, refundBodySchema, type FlutterwaveTransaction,
} from '../../providers/payments/flutterwave/wire';

type Kept = FlutterwaveTransaction & { redirectUrl: string; code: string; refundedKobo?: number };

/**
 * Flutterwave's v3 API played locally, in its own paths, shapes and webhook hash (wire.ts), for
 * the real adapter to be tested against and for a start with SANDBOX=0 pointed at it: a payment
 * link (a duplicate tx_ref refused), verify by reference, refund by id, a hosted checkout with Pay
 * and Cancel, and the charge.completed webhook carrying the secret hash. Unlike Flutterwave, which
 * records a transaction only once the customer is charged, an opened link reads 'pending' here.
 * Its books are in memory: one stand-in, one run.
 */
export function flutterwaveStandIn(options: { secretKey: string; secretHash: string; webhookUrl: string | (() => string); deliver?: typeof fetch; now?: () => Date }) {
  const { secretKey, secretHash, webhookUrl, deliver = fetch, now = () => new Date() } = options;
  const kept = new Map<string, Kept>();
  const byCode = new Map<string, Kept>();
  let nextId = 7_000_000;
  const app = new Hono();
  const refuse = (message: string, status: 400 | 401 | 404 = 400) => Response.json({ status: 'error', message, data: null }, { status });
  const publicView = ({ redirectUrl: _r, code: _c, refundedKobo: _k, ...t }: Kept): FlutterwaveTransaction => t;
  const koboOf = (naira: number) => Math.round(naira * 100);

  app.use('/v3/*', async (c, next) => (c.req.header('authorization') === `Bearer ${secretKey}` ? next() : refuse('Invalid authorization key', 401)));

  app.post(FLUTTERWAVE_PATHS.payments, async (c) => {
    const parsed = v.safeParse(paymentBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    if (kept.has(body.tx_ref)) return refuse('Duplicate tx_ref');
    const code = `${(nextId + 1).toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    const t: Kept = { id: ++nextId, tx_ref: body.tx_ref, amount: body.amount, currency: body.currency, status: 'pending', created_at: null, redirectUrl: body.redirect_url, code };
    kept.set(t.tx_ref, t);
    byCode.set(code, t);
    return c.json({ status: 'success', message: 'Hosted Link', data: { link: new URL(`/checkout/${code}`, c.req.url).toString() } });
  });

  app.get('/v3/transactions/verify_by_reference', (c) => {
    const t = kept.get(c.req.query('tx_ref') ?? '');
    return t ? c.json({ status: 'success', message: 'Transaction fetched successfully', data: publicView(t) }) : refuse('No transaction was found for this id');
  });

  app.post('/v3/transactions/:id/refund', async (c) => {
    const parsed = v.safeParse(refundBodySchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const t = [...kept.values()].find((k) => String(k.id) === c.req.param('id'));
    if (!t) return refuse('No transaction was found for this id', 404);
    if (t.refundedKobo !== undefined) return refuse('Transaction has already been refunded');
    if (t.status !== 'successful') return refuse('Only successful transactions can be refunded');
    const amount = parsed.output.amount ?? t.amount;
    if (koboOf(amount) > koboOf(t.amount)) return refuse('Refund amount cannot be more than the transaction amount');
    // Flutterwave's transaction still reads successful: the refund is a record of its own.
    t.refundedKobo = koboOf(amount);
    return c.json({ status: 'success', message: 'Transaction refund initiated', data: { id: t.id + 900_000, tx_id: t.id, amount_refunded: amount, status: 'completed', created_at: now().toISOString() } });
  });

  /** The hosted checkout: the amount, Pay and Cancel (forms, no script). */
  app.get('/checkout/:code', (c) => {
    const t = byCode.get(c.req.param('code'));
    if (!t) return c.text('No such checkout', 404);
    return c.html(`<!doctype html><title>Flutterwave checkout</title><h1>Pay ${t.currency} ${t.amount.toFixed(2)}</h1><p>${t.tx_ref}</p>`
      + `<form method="post" target="_top" action="/checkout/${t.code}/pay"><button>Pay</button></form><form method="post" target="_top" action="/checkout/${t.code}/cancel"><button>Cancel</button></form>`);
  });

  app.post('/checkout/:code/:action{pay|cancel}', async (c) => {
    const t = byCode.get(c.req.param('code'));
    if (!t) return c.text('No such checkout', 404);
    if (t.status === 'pending') {
      if (c.req.param('action') === 'cancel') t.status = 'cancelled';
      else {
        t.status = 'successful';
        t.created_at = now().toISOString();
        const body = JSON.stringify({ event: 'charge.completed', data: publicView(t) });
        await deliver(typeof webhookUrl === 'string' ? webhookUrl : webhookUrl(), { method: 'POST', body, headers: { 'content-type': 'application/json', [FLUTTERWAVE_HASH_HEADER]: secretHash } })
          .catch((error: unknown) => console.warn(`The Flutterwave stand-in could not deliver the webhook of ${t.tx_ref}:`, error));
      }
    }
    // Appended to whatever query redirect_url already has.
    const back = new URL(t.redirectUrl);
    back.searchParams.append('status', t.status);
    back.searchParams.append('tx_ref', t.tx_ref);
    if (t.status !== 'cancelled') back.searchParams.append('transaction_id', String(t.id));
    return c.redirect(back.toString(), 303);
  });

  return { app, transactions: kept };
}
