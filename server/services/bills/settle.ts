import { and, eq } from 'drizzle-orm';
import { BILLS_MESSAGES } from '../../../contract/bills';
import { billPayments } from '../../db/schema-bills';
import type { Verification } from '../../providers/payments/types';
import type { BillsContext } from './context';
import { billRow, totalKobo, type BillRow } from './rows';
import { askBiller, vendAgain, vendPaid } from './vend';

/**
 * Moves a row as far as it can go now: a card checkout is asked whether it was paid (and a paid
 * one is vended), a paid row is vended, a pending vend is asked about, a vend interrupted long
 * ago is sent again. Every step is a conditional UPDATE from the state it expects, so any number
 * of callers at once (replays, PaymentStatus, the history, the background check) take each step once.
 */
export async function advance(ctx: BillsContext, row: BillRow): Promise<BillRow> {
  switch (row.status) {
    case 'awaiting-payment':
      return settleCard(ctx, row);
    case 'paid':
      return vendPaid(ctx, row);
    case 'vending':
      return vendAgain(ctx, row);
    case 'pending':
      return askBiller(ctx, row);
    default:
      return row;
  }
}

/**
 * A card purchase at the checkout: the provider is asked, server to server. Paid with the
 * purchase's total → 'paid', then vended; paid with another amount → refunded and failed;
 * cancelled or failed → failed ('Failed Payment'); still open → unchanged.
 */
async function settleCard(ctx: BillsContext, row: BillRow): Promise<BillRow> {
  const card = ctx.card();
  if (!card || card.name !== row.provider) return row;
  let verification: Verification | undefined;
  try {
    verification = await card.verify(row.reference);
  } catch (error) {
    console.error(`Bill ${row.reference}: the card provider did not answer; asked again later:`, error);
    return row;
  }
  if (!verification || verification.status === 'pending') return row;
  const now = ctx.now();
  const atCheckout = and(eq(billPayments.id, row.id), eq(billPayments.status, 'awaiting-payment'));
  const failed = { status: 'failed' as const, failureMessage: BILLS_MESSAGES.failedPayment, providerReference: verification.providerReference, settledAt: now, updatedAt: now };

  if (verification.status === 'paid' && !verification.refunded) {
    if (verification.amountKobo === totalKobo(row)) {
      const [paid] = await ctx.db.update(billPayments)
        .set({ status: 'paid', providerReference: verification.providerReference, paidAt: now, updatedAt: now })
        .where(atCheckout).returning();
      return vendPaid(ctx, paid ?? (await billRow(ctx.db, row.id)));
    }
    // Money that does not buy this purchase goes back (idempotent per transaction at the provider).
    try {
      await card.refund(verification.providerReference, verification.amountKobo);
    } catch (error) {
      console.error(`Bill ${row.reference}: refunding a card payment of the wrong amount failed; asked again later:`, error);
      return row;
    }
    await ctx.db.update(billPayments).set({ ...failed, refunded: true, refundedAt: now }).where(atCheckout);
    return billRow(ctx.db, row.id);
  }
  await ctx.db.update(billPayments).set(failed).where(atCheckout);
  return billRow(ctx.db, row.id);
}
