import { asReturned } from '../../providers/payments/returned';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hirePayments, hires } from '../../db/schema-hire';
import { providerNamed } from '../../providers/payments/registry';
import type { Verification } from '../../providers/payments/types';
import type { Verifier } from '../payment/confirm';
import { oweConfirmation } from '../notifications/confirmations';
import { refundOnce } from '../payment/refund-once';
import type { HireContext } from './context';
import { closeHires } from './fleet';
import { notifyHirePaid } from './notify';
import { hireByReference, type HireRow } from './summary';

/*
 * Settling a hire: the provider is asked, server to server, what became of the money, and the
 * hire follows. Status calls, the card confirm, webhooks and the sweep all end here.
 *
 * - paid with the hire's total while it awaits payment → 'paid' (even a little past its expiry:
 *   until someone closes it, its vehicles are still its own);
 * - paid with another amount → the hire is cancelled, its vehicles freed, the money refunded;
 * - paid for a hire already paid by another transaction, or already expired or cancelled → refunded;
 * - cancelled at the provider → 'cancelled', vehicles freed; failed → the same ('expired' once lapsed);
 * - nothing paid yet and past its expiry → 'expired', vehicles freed.
 *
 * Each payment is recorded once in hire_payments (unique per provider transaction) inside the
 * transaction that locks the hire row, so replays and concurrent confirmations move nothing twice;
 * a refund is claimed by one conditional UPDATE and asked of the provider outside any transaction,
 * and a failed one is retried by the next settlement of that payment.
 */

export type HireRefundKind = 'amount-mismatch' | 'duplicate' | 'too-late';
export type HireRefundState = 'refunded' | 'pending' | 'failed';
/** Money that went (or goes) back, and through which provider. */
export type HireRefund = { kind: HireRefundKind; amountKobo: number; state: HireRefundState; provider: string };
export type Settled = { hire: HireRow; refund?: HireRefund };

const paymentIs = (provider: string, providerReference: string) =>
  and(eq(hirePayments.provider, provider), eq(hirePayments.providerReference, providerReference));

/** A recorded payment as money that went (or goes) back; undefined for none, or one that paid the hire. */
const refundView = (row: typeof hirePayments.$inferSelect | undefined): HireRefund | undefined =>
  row && row.outcome !== 'paid' ? { kind: row.outcome, amountKobo: row.amountKobo, state: row.refundStatus ?? 'pending', provider: row.provider } : undefined;

/** Gives back, once, a recorded hire payment that bought nothing (refund-once.ts). */
async function refundHirePayment(db: Db, provider: Verifier, providerReference: string, refundedAtProvider = false): Promise<HireRefund | undefined> {
  const row = await refundOnce(db, hirePayments, 'paid', provider, providerReference, { refundedAtProvider });
  return row && { kind: row.outcome as HireRefundKind, amountKobo: row.amountKobo, state: row.refundStatus, provider: row.provider };
}

/** The latest money of this hire that went (or goes) back, if any. */
export async function refundOf(db: Db, hireId: number): Promise<HireRefund | undefined> {
  const [row] = await db.select().from(hirePayments)
    .where(and(eq(hirePayments.hireId, hireId), ne(hirePayments.outcome, 'paid')))
    .orderBy(desc(hirePayments.id)).limit(1);
  return refundView(row);
}

type Outcome = 'paid' | HireRefundKind | 'recorded';

/** A 'paid' answer: recorded once under the hire's row lock, and what it did decided there. */
async function takePayment(ctx: HireContext, provider: Verifier, hire: HireRow, paid: Verification): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(hires).where(eq(hires.id, hire.id)).for('update');
    if (!locked) throw new Error(`Hire ${hire.reference} vanished while it was settled.`);
    // A payment already recorded is known by (provider, providerReference), never the reference alone:
    // two providers may name their transactions alike (each is given the hire's checkout reference, HIR-….1).
    const outcome: Exclude<Outcome, 'recorded'> = locked.status === 'awaiting-payment'
      ? (paid.amountKobo === locked.totalKobo ? 'paid' : 'amount-mismatch')
      : locked.status === 'paid' ? 'duplicate' : 'too-late';
    const [fresh] = await tx.insert(hirePayments)
      .values({ hireId: locked.id, provider: provider.name, providerReference: paid.providerReference, amountKobo: paid.amountKobo, outcome })
      .onConflictDoNothing()
      .returning({ id: hirePayments.id });
    if (!fresh) return 'recorded';
    const now = ctx.now();
    if (outcome === 'paid') {
      await tx.update(hires).set({ status: 'paid', paidAt: now, paidProviderReference: paid.providerReference }).where(eq(hires.id, locked.id));
      await oweConfirmation(tx, { kind: 'hire', reference: locked.reference });
    } else if (outcome === 'amount-mismatch') {
      await closeHires(tx, [locked.id], 'cancelled', now);
    }
    return outcome;
  });
}

/** Closes an unpaid hire (no-op for one paid meanwhile); 'expired' only once it has lapsed. */
async function close(ctx: HireContext, hire: HireRow, status: 'expired' | 'cancelled'): Promise<void> {
  if (hire.status !== 'awaiting-payment') return;
  const now = ctx.now();
  await ctx.db.transaction((tx) => closeHires(tx, [hire.id], status, now, status === 'expired' ? { lapsedAt: now } : {}));
}

export type SettleOptions = {
  /** A webhook's transaction id: only that transaction is verified (a second payment of a paid hire is found so). */
  transaction?: string;
  /** The provider that sent the webhook, when it is not the hire's own (money taken elsewhere is refunded like any other). */
  provider?: Verifier;
  /** The traveller's own look, back from the checkout: a checkout they left reads cancelled (returned.ts). */
  returned?: boolean;
};

/**
 * Asks the provider about a hire and acts on the answer (see above); undefined: no such hire. A
 * paid hire is asked about again only for a webhook (a second payment). A provider that cannot be
 * reached changes nothing: the hire answers as it stands and the next settlement asks again.
 */
export async function settleHire(ctx: HireContext, reference: string, options: SettleOptions = {}): Promise<Settled | undefined> {
  const hire = await hireByReference(ctx.db, reference);
  if (!hire) return undefined;
  /** The hire as it stands: read again only after this settlement may have written to it. */
  const answer = async (changed: boolean): Promise<Settled> => {
    const now = changed ? await hireByReference(ctx.db, hire.reference) : hire;
    return { hire: now ?? hire, refund: await refundOf(ctx.db, hire.id) };
  };
  if (hire.status === 'paid' && options.transaction === undefined) return answer(false);

  const named = options.provider ?? providerNamed(ctx.providers, hire.provider);
  const provider = options.returned ? asReturned(named) : named;
  let verification: Verification | undefined;
  try {
    verification = provider && (await provider.verify(hire.reference, options.transaction));
  } catch (error) {
    console.error(`Hire ${hire.reference}: ${provider?.name} could not be asked; the next settlement asks again:`, error);
    return answer(false);
  }
  const lapsed = hire.expiresAt.getTime() <= ctx.now().getTime();

  if (provider && verification?.status === 'paid') {
    const recorded = await isRecorded(ctx.db, provider.name, verification.providerReference);
    // Money the provider gave back that we never recorded (refunded by hand) bought nothing.
    if (!(verification.refunded && !recorded)) {
      const outcome = await takePayment(ctx, provider, hire, verification);
      if (outcome === 'paid') await notifyHirePaid(ctx, hire.reference);
      else await refundHirePayment(ctx.db, provider, verification.providerReference, verification.refunded);
      return answer(true);
    }
  }
  switch (verification?.status) {
    case 'cancelled':
      await close(ctx, hire, 'cancelled');
      break;
    case 'failed':
    case 'paid':
      await close(ctx, hire, lapsed ? 'expired' : 'cancelled');
      break;
    default:
      if (!lapsed) return answer(false);
      await close(ctx, hire, 'expired');
  }
  return answer(true);
}

async function isRecorded(db: Db, provider: string, providerReference: string): Promise<boolean> {
  const [row] = await db.select({ id: hirePayments.id }).from(hirePayments).where(paymentIs(provider, providerReference)).limit(1);
  return row !== undefined;
}
