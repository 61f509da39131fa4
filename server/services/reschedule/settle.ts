import { asReturned } from '../../providers/payments/returned';
import { and, eq } from 'drizzle-orm';
import { refundOnce } from '../payment/refund-once';
import { reschedulePayments, reschedules } from '../../db/schema-reschedule';
import { retryOnConflict } from '../../db/pg-errors';
import { providerNamed } from '../../providers/payments/registry';
import type { Verification } from '../../providers/payments/types';
import type { Verifier } from '../payment/confirm';
import type { Db } from '../../db/client';
import type { RescheduleContext } from './context';
import { closeReschedule, holdIntact, legIs, swapHeldSeats, type RescheduleRow } from './moves';
import { notifyRescheduled } from './notify';
import { bookingRefusal, legOf } from './rules';
import { rescheduleByReference, type ReschedulePaymentRow } from './summary';
import { lockTarget } from './target';

/*
 * Settling a reschedule's fee: the provider is asked, server to server, what became of the money,
 * and the reschedule follows. The card's return (/reschedule?reference=), the transfer page's
 * polling, webhooks and the sweep all end here.
 *
 * - paid with the fee while awaiting payment (even a little past its hold, while no one has taken
 *   a held seat) → the swap: old seats freed, new ones the booking's, in one transaction;
 * - paid, but a held seat was taken, or the booking changed meanwhile (cancelled, checked in,
 *   rescheduled at the counter) → failed, the hold released, the money refunded;
 * - paid another amount → failed and refunded; paid for a reschedule already done or closed → refunded;
 * - cancelled or failed at the provider → cancelled, its held seats freed; nothing paid and past
 *   its hold → expired, the same. The original booking is never touched by any of these.
 *
 * Each payment is recorded once in reschedule_payments (unique per provider transaction) inside
 * the transaction that locks the booking, the hold and the reschedule, so replays and concurrent
 * confirmations swap once; a refund is claimed by one conditional UPDATE and asked of the
 * provider outside any transaction, and a failed one is retried by the next settlement.
 */

type Outcome = ReschedulePaymentRow['outcome'] | 'recorded';

const paymentIs = (provider: string, providerReference: string) =>
  and(eq(reschedulePayments.provider, provider), eq(reschedulePayments.providerReference, providerReference));

/** A 'paid' answer: recorded once under the locks (booking, hold, reschedule, in that order), and what it did decided there. */
async function takePayment(ctx: RescheduleContext, provider: Verifier, row: RescheduleRow, paid: Verification): Promise<Outcome> {
  return retryOnConflict(() => ctx.db.transaction(async (tx): Promise<Outcome> => {
    const now = ctx.now();
    const target = await lockTarget(tx, row.bookingId);
    const intact = await holdIntact(tx, row);
    const [locked] = await tx.select().from(reschedules).where(eq(reschedules.id, row.id)).for('update');
    if (!locked) throw new Error(`Reschedule ${row.reference} vanished while it was settled.`);
    // A payment already recorded is known by (provider, providerReference) at the insert below, never the
    // reference alone: two providers may name their transactions alike (each is given RSC-….1).
    const unchanged = bookingRefusal(target, now) === undefined && legIs(legOf(target, locked.isReturn ? 'return' : 'outbound'), locked.fromTripId, locked.fromSeats)
      && !legOf(target, locked.isReturn ? 'return' : 'outbound')!.seats.some((s) => s.isPrinted);
    const outcome: ReschedulePaymentRow['outcome'] = locked.status !== 'awaiting-payment' ? (locked.status === 'done' ? 'duplicate' : 'too-late')
      : paid.amountKobo !== locked.feeKobo ? 'amount-mismatch'
      : !intact ? 'seats-lost'
      : !unchanged ? 'too-late'
      : 'paid';
    const [fresh] = await tx.insert(reschedulePayments)
      .values({ rescheduleId: locked.id, provider: provider.name, providerReference: paid.providerReference, amountKobo: paid.amountKobo, outcome })
      .onConflictDoNothing()
      .returning({ id: reschedulePayments.id });
    if (!fresh) return 'recorded';
    if (outcome === 'paid') await swapHeldSeats(tx, target, locked, paid.providerReference, now);
    else if (locked.status === 'awaiting-payment') await closeReschedule(tx, locked, 'failed', now);
    return outcome;
  }));
}

/** Gives back, once, a recorded reschedule fee that bought nothing (refund-once.ts). */
async function refundFee(db: Db, provider: Verifier, providerReference: string, refundedAtProvider = false): Promise<void> {
  await refundOnce(db, reschedulePayments, 'paid', provider, providerReference, { refundedAtProvider });
}

async function isRecorded(db: Db, provider: string, providerReference: string): Promise<boolean> {
  const [row] = await db.select({ id: reschedulePayments.id }).from(reschedulePayments).where(paymentIs(provider, providerReference)).limit(1);
  return row !== undefined;
}

/** Closes an unpaid reschedule (no-op for one paid meanwhile); 'expired' only once its hold has lapsed. */
async function close(ctx: RescheduleContext, row: RescheduleRow, status: 'expired' | 'cancelled'): Promise<void> {
  if (row.status !== 'awaiting-payment') return;
  await ctx.db.transaction((tx) => closeReschedule(tx, row, status, ctx.now()));
}

export type SettleOptions = {
  /** A webhook's transaction id: only that transaction is verified (a second payment of a done reschedule is found so). */
  transaction?: string;
  /** The provider that sent the webhook, when it is not the reschedule's own. */
  provider?: Verifier;
  /** The traveller's own look, back from the checkout: a checkout they left reads cancelled (returned.ts). */
  returned?: boolean;
};

/**
 * Asks the provider about a reschedule and acts on the answer (see above); undefined: no such
 * reschedule. A done or closed one is asked about again only for a webhook (a late or second
 * payment, to refund). A provider that cannot be reached changes nothing: it answers as it stands.
 */
export async function settleReschedule(ctx: RescheduleContext, reference: string, options: SettleOptions = {}): Promise<RescheduleRow | undefined> {
  const row = await rescheduleByReference(ctx.db, reference);
  if (!row) return undefined;
  const again = async () => (await rescheduleByReference(ctx.db, row.reference)) ?? row;
  if ((row.status !== 'awaiting-payment' && options.transaction === undefined) || row.provider === null || row.provider === 'wallet') return row;

  const lapsed = (row.expiresAt?.getTime() ?? 0) <= ctx.now().getTime();
  const named = options.provider ?? providerNamed(ctx.providers, row.provider);
  // Once the hold has lapsed, a checkout left unpaid reads as the expiry it is, not as a cancel.
  const provider = options.returned && !lapsed ? asReturned(named) : named;
  let verification: Verification | undefined;
  try {
    verification = provider && (await provider.verify(row.reference, options.transaction));
  } catch (error) {
    console.error(`Reschedule ${row.reference}: ${provider?.name} could not be asked; the next settlement asks again:`, error);
    return row;
  }

  if (provider && verification?.status === 'paid') {
    const recorded = await isRecorded(ctx.db, provider.name, verification.providerReference);
    // Money the provider gave back that we never recorded (refunded by hand) bought nothing.
    if (!(verification.refunded && !recorded)) {
      const outcome = await takePayment(ctx, provider, row, verification);
      const after = await again();
      if (outcome === 'paid') await notifyRescheduled(ctx.db, ctx.messenger, after, ctx.base);
      else await refundFee(ctx.db, provider, verification.providerReference, verification.refunded);
      // A replay of the payment that swapped: the messages a failed send owes are tried again.
      if (outcome === 'recorded' && after.status === 'done') await notifyRescheduled(ctx.db, ctx.messenger, after, ctx.base);
      return again();
    }
  }
  switch (verification?.status) {
    case 'cancelled':
      await close(ctx, row, 'cancelled');
      break;
    case 'failed':
    case 'paid':
      await close(ctx, row, lapsed ? 'expired' : 'cancelled');
      break;
    default:
      if (!lapsed) return row;
      await close(ctx, row, 'expired');
  }
  return again();
}

/**
 * A payment webhook about a reschedule (its reference starts 'RSC-'): settled here, not as a seat
 * booking. The outcome is asked of `provider` for `transaction`, never taken from the body.
 */
export async function rescheduleWebhook(ctx: RescheduleContext, provider: Verifier, reference: string, transaction?: string): Promise<string> {
  const settled = await settleReschedule(ctx, reference, { provider, transaction });
  return settled?.status ?? 'unknown-reschedule';
}
