import { and, eq, inArray, lt } from 'drizzle-orm';
import { BILLS_MESSAGES } from '../../../contract/bills';
import { billPayments } from '../../db/schema-bills';
import { retryOnConflict } from '../../db/pg-errors';
import type { VendOutcome, VendRequest } from '../../providers/billers/types';
import { post } from '../wallet/ledger';
import { WALLET_PROVIDER, type BillsContext } from './context';
import { billRow, totalKobo, type BillRow } from './rows';

/**
 * Sending a paid purchase to the biller, once, and acting on its answer. The vend is claimed by
 * one conditional UPDATE (paid → vending), so of any number of requests at once only one vends.
 * The biller's vend is idempotent per reference, so a row left 'vending' by a crash is sent
 * again after VENDING_STALE_MS (the biller answers the first outcome). A refused vend gives the
 * money back in the step that marks the row failed: the wallet is credited in the same ledger
 * (key 'bill-refund:<reference>', in the transaction that sets 'failed'), a card is refunded
 * through its provider first (idempotent per transaction; if the provider cannot, the row stays
 * where it was and the next check tries again).
 */

/** A vend in flight this long was interrupted (a crash, a lost answer): it may be sent again. */
export const VENDING_STALE_MS = 2 * 60_000;

const UNSETTLED = ['vending', 'pending'] as const;

const vendRequestOf = (row: BillRow): VendRequest => ({
  reference: row.reference,
  kind: row.kind!,
  paymentCode: row.paymentCode!,
  customerId: row.customerRef!,
  amountKobo: row.amountKobo!,
  customerEmail: row.customerEmail ?? '',
  customerMobile: row.customerMobile ?? '',
});

/** A paid row: claims the vend (paid → vending) and sends it; another request's claim is left to it. */
export async function vendPaid(ctx: BillsContext, row: BillRow): Promise<BillRow> {
  const biller = ctx.biller();
  if (!biller) return row;
  const [claimed] = await ctx.db.update(billPayments).set({ status: 'vending', updatedAt: ctx.now() })
    .where(and(eq(billPayments.id, row.id), eq(billPayments.status, 'paid'))).returning();
  if (!claimed) return billRow(ctx.db, row.id);
  return send(ctx, claimed, () => biller.vend(vendRequestOf(claimed)));
}

/** A row left 'vending' past VENDING_STALE_MS: claimed again (its clock reset) and sent again. */
export async function vendAgain(ctx: BillsContext, row: BillRow): Promise<BillRow> {
  const biller = ctx.biller();
  const now = ctx.now();
  if (!biller || row.updatedAt.getTime() > now.getTime() - VENDING_STALE_MS) return row;
  const [claimed] = await ctx.db.update(billPayments).set({ updatedAt: now })
    .where(and(eq(billPayments.id, row.id), eq(billPayments.status, 'vending'), lt(billPayments.updatedAt, new Date(now.getTime() - VENDING_STALE_MS))))
    .returning();
  if (!claimed) return billRow(ctx.db, row.id);
  return send(ctx, claimed, () => biller.vend(vendRequestOf(claimed)));
}

/** A pending row: asks the biller what became of it (a biller that never heard of it is sent the vend again). */
export async function askBiller(ctx: BillsContext, row: BillRow): Promise<BillRow> {
  const biller = ctx.biller();
  if (!biller || row.status !== 'pending') return row;
  return send(ctx, row, async () => (await biller.status(row.reference)) ?? biller.vend(vendRequestOf(row)));
}

/** Asks the biller; an adapter that throws leaves the row as it is, for the next check. */
async function send(ctx: BillsContext, row: BillRow, ask: () => Promise<VendOutcome>): Promise<BillRow> {
  let outcome: VendOutcome;
  try {
    outcome = await ask();
  } catch (error) {
    console.error(`Bill ${row.reference}: the biller did not answer; the background check asks again:`, error);
    return billRow(ctx.db, row.id);
  }
  return apply(ctx, row, outcome);
}

async function apply(ctx: BillsContext, row: BillRow, outcome: VendOutcome): Promise<BillRow> {
  const now = ctx.now();
  const mine = and(eq(billPayments.id, row.id), inArray(billPayments.status, UNSETTLED));
  switch (outcome.status) {
    case 'success':
      await ctx.db.update(billPayments)
        .set({ status: 'success', token: outcome.token ?? null, billerReference: outcome.providerReference, settledAt: now, updatedAt: now })
        .where(mine);
      break;
    case 'pending':
      await ctx.db.update(billPayments).set({ status: 'pending', billerReference: outcome.providerReference, updatedAt: now })
        .where(and(eq(billPayments.id, row.id), eq(billPayments.status, 'vending')));
      break;
    case 'failed':
      await giveBack(ctx, row, outcome.providerReference ?? null);
      break;
  }
  return billRow(ctx.db, row.id);
}

/** The biller refused: the money goes back where it came from, and the row is failed and refunded. */
async function giveBack(ctx: BillsContext, row: BillRow, billerReference: string | null): Promise<void> {
  const now = ctx.now();
  const mine = and(eq(billPayments.id, row.id), inArray(billPayments.status, UNSETTLED));
  const failed = (failureMessage: string) => ({ status: 'failed' as const, refunded: true, refundedAt: now, failureMessage, billerReference, settledAt: now, updatedAt: now });
  if (row.provider === WALLET_PROVIDER) {
    await retryOnConflict(() => ctx.db.transaction(async (tx) => {
      // The row first, then the wallet: the order every bills transaction locks them in.
      const [settled] = await tx.update(billPayments).set(failed(BILLS_MESSAGES.refunded)).where(mine).returning();
      if (!settled) return;
      await post(tx, settled.walletId!, {
        balance: 'main', direction: 'credit', amountKobo: totalKobo(settled), description: 'Bills Payment refund', reference: settled.reference, key: `bill-refund:${settled.reference}`,
      });
    }));
    return;
  }
  const card = ctx.card();
  if (!card || card.name !== row.provider || !row.providerReference) {
    console.error(`Bill ${row.reference}: the vend failed and its card payment cannot be refunded now (no ${row.provider ?? 'card'} adapter); the background check tries again.`);
    return;
  }
  try {
    await card.refund(row.providerReference, totalKobo(row));
  } catch (error) {
    console.error(`Bill ${row.reference}: refunding the card failed; the background check tries again:`, error);
    return;
  }
  await ctx.db.update(billPayments).set(failed(BILLS_MESSAGES.cardRefunded)).where(mine);
}
