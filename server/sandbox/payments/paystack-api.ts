import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { hmacSha512Hex } from '../../providers/payments/signatures';
import {
  initializeBodySchema, PAYSTACK_PATHS, PAYSTACK_SIGNATURE_HEADER, refundBodySchema, type PaystackTransaction,
} from '../../providers/payments/paystack/wire';
import { meta, newTransactionId, openUniqueTransaction, refundRefusal, transactionByMeta, transactionsOf, type SandboxTransaction } from './ledger';
import { backTo, checkoutPagePath, type WireCredentials, type WireStandIn } from './wire';

/**
 * A cancelled checkout stays 'abandoned', as at Paystack, which has no 'cancelled': the customer
 * may still pay it. A refunded one is 'reversed'.
 */
const STATUS: Record<string, PaystackTransaction['status']> = {
  pending: 'abandoned', cancelled: 'abandoned', processing: 'processing', paid: 'success', refunded: 'reversed', failed: 'failed',
};

export function paystackView(t: SandboxTransaction): PaystackTransaction {
  const m = meta(t);
  return {
    id: Number(m.providerId), status: STATUS[t.status] ?? 'failed', reference: t.reference,
    amount: m.receivedKobo ?? t.amountKobo, currency: m.currency ?? 'NGN', paid_at: m.paidAt ?? null,
  };
}

const cancelActionOf = (metadata: unknown) => {
  const action = (metadata as { cancel_action?: unknown } | undefined)?.cancel_action;
  return typeof action === 'string' && URL.canParse(action) ? action : undefined;
};
const textOf = (metadata: unknown, key: string) => {
  const value = (metadata as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Paystack's API (wire.ts) played over the sandbox's books: initialize (a reference it has had
 * refused), verify, refund (by reference or id; a reversed one refused), the hosted checkout being
 * the sandbox's page (app.ts), charge.success signed with the secret key, and the customer sent
 * back to callback_url with trxref and reference, or to metadata.cancel_action on Cancel.
 */
export function paystackStandIn(db: Db, { secretKey }: WireCredentials['paystack']): WireStandIn {
  const api = new Hono();
  const refuse = (message: string, status: 400 | 401 | 404 = 400) => Response.json({ status: false, message }, { status });
  api.use('*', async (c, next) => (c.req.header('authorization') === `Bearer ${secretKey}` ? next() : refuse('Invalid key', 401)));

  api.post(PAYSTACK_PATHS.initialize, async (c) => {
    const parsed = v.safeParse(initializeBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const body = parsed.output;
    const cancelAction = cancelActionOf(body.metadata);
    const opened = await openUniqueTransaction(db, {
      id: newTransactionId('PSK'), provider: 'paystack', reference: body.reference, amountKobo: body.amount, callbackUrl: body.callback_url, customerEmail: body.email,
      meta: {
        providerId: String(randomInt(1_000_000_000, 2_000_000_000)), currency: body.currency ?? 'NGN',
        customerName: textOf(body.metadata, 'customerName'), phoneNumber: textOf(body.metadata, 'phoneNumber'), ...(cancelAction ? { cancelAction } : {}),
      },
    });
    if (!opened) return refuse('Duplicate Transaction Reference');
    const authorizationUrl = new URL(checkoutPagePath(opened), c.req.url).toString();
    return c.json({ status: true, message: 'Authorization URL created', data: { authorization_url: authorizationUrl, access_code: opened.id, reference: opened.reference } });
  });

  api.get('/transaction/verify/:reference', async (c) => {
    const [t] = await transactionsOf(db, 'paystack', c.req.param('reference'));
    return t ? c.json({ status: true, message: 'Verification successful', data: paystackView(t) }) : refuse('Transaction reference not found');
  });

  api.post(PAYSTACK_PATHS.refund, async (c) => {
    const parsed = v.safeParse(refundBodySchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(parsed.issues[0].message);
    const { transaction } = parsed.output;
    const t = (await transactionsOf(db, 'paystack', transaction))[0] ?? (await transactionByMeta(db, 'paystack', 'providerId', transaction));
    if (!t) return refuse('Transaction not found', 404);
    if (t.status === 'refunded') return refuse('Transaction has been fully reversed');
    const view = paystackView(t);
    if (view.status !== 'success') return refuse('Cannot refund a transaction that was not successful');
    const amount = parsed.output.amount ?? view.amount;
    if (amount > view.amount) return refuse('Refund amount cannot be more than the transaction amount');
    const refused = await refundRefusal(db, 'paystack', t.id, amount);
    if (refused) return refuse(refused);
    return c.json({ status: true, message: 'Refund has been queued for processing', data: { transaction: { id: view.id, reference: t.reference }, amount, status: 'pending' } });
  });

  return {
    api,
    webhook(t) {
      if (t.status !== 'paid') return undefined;
      const body = JSON.stringify({ event: 'charge.success', data: paystackView(t) });
      return { body, headers: { [PAYSTACK_SIGNATURE_HEADER]: hmacSha512Hex(secretKey, body) } };
    },
    returnUrl(t) {
      const cancelled = meta(t).cancelAction;
      if (t.status === 'cancelled' && cancelled) return cancelled;
      // The wallet's own callback is ?reference=… too: ours stays first.
      return backTo(t, [['trxref', t.reference], ['reference', t.reference]]);
    },
  };
}
