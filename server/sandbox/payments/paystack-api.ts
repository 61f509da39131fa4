import { Hono } from 'hono';
import * as v from 'valibot';
import { signPaystackBody } from '../../providers/payments/paystack/adapter';
import {
  initializeBodySchema, PAYSTACK_PATHS, PAYSTACK_SIGNATURE_HEADER, refundBodySchema, type PaystackTransaction,
} from '../../providers/payments/paystack/wire';

type Kept = PaystackTransaction & { callbackUrl: string; accessCode: string; refundedKobo?: number };

/**
 * Paystack's API played locally, in its own paths, shapes and signatures (wire.ts), for the real
 * adapter to be tested against and for a start with SANDBOX=0 pointed at it: initialize (a
 * duplicate reference refused), verify, refund, a hosted checkout with Pay and Cancel, and the
 * charge.success webhook signed with the secret key. Its books are in memory: one stand-in, one run.
 */
/** `webhookUrl` may be a function: a stand-in started before the server it calls knows its address. */
export function paystackStandIn(options: { secretKey: string; webhookUrl: string | (() => string); deliver?: typeof fetch; now?: () => Date }) {
  const { secretKey, webhookUrl, deliver = fetch, now = () => new Date() } = options;
  const kept = new Map<string, Kept>();
  const byCode = new Map<string, Kept>();
  let nextId = 4_000_000;
  const app = new Hono();
  const refuse = (message: string, status: 400 | 401 | 404 = 400) => Response.json({ status: false, message }, { status });
  const publicView = ({ callbackUrl: _c, accessCode: _a, refundedKobo: _r, ...t }: Kept): PaystackTransaction => t;

  app.use('/transaction/*', async (c, next) => (c.req.header('authorization') === `Bearer ${secretKey}` ? next() : refuse('Invalid key', 401)));
  app.use(PAYSTACK_PATHS.refund, async (c, next) => (c.req.header('authorization') === `Bearer ${secretKey}` ? next() : refuse('Invalid key', 401)));

  app.post(PAYSTACK_PATHS.initialize, async (c) => {
    const parsed = v.safeParse(initializeBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    if (kept.has(body.reference)) return refuse('Duplicate Transaction Reference');
    const accessCode = `ac_${(nextId + 1).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const t: Kept = { id: ++nextId, status: 'abandoned', reference: body.reference, amount: body.amount, currency: 'NGN', paid_at: null, callbackUrl: body.callback_url, accessCode };
    kept.set(t.reference, t);
    byCode.set(accessCode, t);
    return c.json({ status: true, message: 'Authorization URL created', data: { authorization_url: new URL(`/checkout/${accessCode}`, c.req.url).toString(), access_code: accessCode, reference: t.reference } });
  });

  app.get('/transaction/verify/:reference', (c) => {
    const t = kept.get(c.req.param('reference'));
    return t ? c.json({ status: true, message: 'Verification successful', data: publicView(t) }) : refuse('Transaction reference not found');
  });

  app.post(PAYSTACK_PATHS.refund, async (c) => {
    const parsed = v.safeParse(refundBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const t = kept.get(parsed.output.transaction) ?? [...kept.values()].find((k) => String(k.id) === parsed.output.transaction);
    if (!t) return refuse('Transaction not found', 404);
    if (t.status === 'reversed') return refuse('Transaction has been fully reversed');
    if (t.status !== 'success') return refuse('Cannot refund a transaction that was not successful');
    const amount = parsed.output.amount ?? t.amount;
    if (amount > t.amount) return refuse('Refund amount cannot be more than the transaction amount');
    t.status = 'reversed';
    t.refundedKobo = amount;
    return c.json({ status: true, message: 'Refund has been queued for processing', data: { transaction: { id: t.id, reference: t.reference }, amount, status: 'pending' } });
  });

  /** The hosted checkout: the amount, Pay and Cancel (forms, no script). */
  app.get('/checkout/:code', (c) => {
    const t = byCode.get(c.req.param('code'));
    if (!t) return c.text('No such checkout', 404);
    return c.html(`<!doctype html><title>Paystack checkout</title><h1>Pay ₦${(t.amount / 100).toFixed(2)}</h1><p>${t.reference}</p>`
      + `<form method="post" action="/checkout/${t.accessCode}/pay"><button>Pay</button></form><form method="post" action="/checkout/${t.accessCode}/cancel"><button>Cancel</button></form>`);
  });

  app.post('/checkout/:code/:action{pay|cancel}', async (c) => {
    const t = byCode.get(c.req.param('code'));
    if (!t) return c.text('No such checkout', 404);
    if (c.req.param('action') === 'pay' && t.status === 'abandoned') {
      t.status = 'success';
      t.paid_at = now().toISOString();
      const body = JSON.stringify({ event: 'charge.success', data: publicView(t) });
      await deliver(typeof webhookUrl === 'string' ? webhookUrl : webhookUrl(), { method: 'POST', body, headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(secretKey, body) } })
        .catch((error: unknown) => console.warn(`The Paystack stand-in could not deliver the webhook of ${t.reference}:`, error));
    }
    const back = new URL(t.callbackUrl);
    back.searchParams.set('trxref', t.reference);
    back.searchParams.set('reference', t.reference);
    return c.redirect(back.toString(), 303);
  });

  return { app, transactions: kept };
}
