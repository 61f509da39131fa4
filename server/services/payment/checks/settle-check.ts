import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hirePayments } from '../../../db/schema-hire';
import type { CheckOutcome, paymentChecks } from '../../../db/schema-payment-checks';
import { reschedulePayments } from '../../../db/schema-reschedule';
import { providerNamed } from '../../../providers/payments/registry';
import type { ProviderRegistry } from '../../../providers/payments/types';
import { billByReference } from '../../bills/recheck';
import type { HireContext } from '../../hire/context';
import { settleHire } from '../../hire/settle';
import type { RescheduleContext } from '../../reschedule/context';
import { settleReschedule } from '../../reschedule/settle';
import type { BookingNotifier } from '../../notifications/booking-confirmation';
import { settleFunding } from '../../wallet/funding';
import { confirmWithProvider, type Verdict } from '../confirm';

export type CheckRow = typeof paymentChecks.$inferSelect;

/**
 * What one check found. `done`: the payment has its one outcome. `open`: ask again at the next
 * check, with what the provider said: 'pending' (not paid yet, or still processing), 'unknown'
 * (it has not heard of the reference), 'refund' (money to give back that has not gone back yet),
 * 'error' (it could not be reached).
 */
export type CheckAnswer = { done: CheckOutcome } | { open: 'pending' | 'unknown' | 'refund' | 'error' };

/** What settling a check needs: the providers, and each kind's own settlement wiring. */
export type SettleWiring = {
  providers: ProviderRegistry;
  notify?: BookingNotifier;
  hire: () => HireContext;
  reschedule: () => RescheduleContext;
  /** Moves a bill payment on (bills/recheck.ts); undefined when the bills service is not wired. */
  bill?: (reference: string) => Promise<void>;
};

const pending = { open: 'pending' } as const;
const refundOpen = { open: 'refund' } as const;

/** A booking's verdict (confirm.ts) as a check's answer. */
export function answerOfVerdict(verdict: Verdict): CheckAnswer {
  switch (verdict.kind) {
    case 'confirmed':
      return { done: 'issued' };
    case 'duplicate':
    case 'amount-mismatch':
    case 'seats-lost':
    case 'too-late':
      return verdict.refund === 'refunded' ? { done: 'refunded' } : refundOpen;
    case 'pending':
    case 'already-processed':
      return pending;
    case 'unknown-payment':
      return { open: 'unknown' };
    case 'cancelled':
    case 'failed':
    case 'still-held':
    case 'unknown-booking':
      return { done: 'unpaid' };
  }
}

/** Money a provider collected for a hire or a reschedule fee, as recorded: paid for it, went back, or still to go back. */
function answerOfRecorded(rows: { outcome: string; refundStatus: string | null }[]): CheckAnswer | undefined {
  if (rows.some((r) => r.outcome === 'paid')) return { done: 'issued' };
  if (rows.length === 0) return undefined;
  return rows.every((r) => r.refundStatus === 'refunded') ? { done: 'refunded' } : refundOpen;
}

/**
 * Settles the payment of one check through its kind's own settlement (the same code the confirm
 * calls and webhooks run, so nothing is settled twice), then reads what it came to.
 */
export async function settleCheck(db: Db, wiring: SettleWiring, row: CheckRow): Promise<CheckAnswer> {
  const transaction = row.transaction ?? undefined;
  switch (row.kind) {
    case 'booking': {
      const provider = providerNamed(wiring.providers, row.provider);
      if (!provider) return { open: 'error' };
      return answerOfVerdict(await confirmWithProvider(db, provider, row.reference, { transaction, notify: wiring.notify }));
    }
    case 'hire': {
      const settled = await settleHire(wiring.hire(), row.reference, { transaction });
      if (!settled) return { done: 'unpaid' };
      const recorded = await db.select({ outcome: hirePayments.outcome, refundStatus: hirePayments.refundStatus }).from(hirePayments)
        .where(and(eq(hirePayments.hireId, settled.hire.id), eq(hirePayments.provider, row.provider)));
      return answerOfRecorded(recorded) ?? (settled.hire.status === 'awaiting-payment' ? pending : { done: 'unpaid' });
    }
    case 'reschedule': {
      const settled = await settleReschedule(wiring.reschedule(), row.reference, { transaction });
      if (!settled) return { done: 'unpaid' };
      const recorded = await db.select({ outcome: reschedulePayments.outcome, refundStatus: reschedulePayments.refundStatus }).from(reschedulePayments)
        .where(and(eq(reschedulePayments.rescheduleId, settled.id), eq(reschedulePayments.provider, row.provider)));
      return answerOfRecorded(recorded) ?? (settled.status === 'awaiting-payment' ? pending : { done: 'unpaid' });
    }
    case 'funding': {
      const status = await settleFunding(db, providerNamed(wiring.providers, row.provider), row.reference);
      return status === 'success' ? { done: 'issued' } : status === 'pending' ? pending : { done: 'unpaid' };
    }
    case 'bill': {
      if (!wiring.bill) return { open: 'error' };
      await wiring.bill(row.reference);
      const bill = await billByReference(db, row.reference);
      if (!bill) return { done: 'unpaid' };
      if (bill.status === 'success') return { done: 'issued' };
      if (bill.status === 'failed') return bill.refunded ? { done: 'refunded' } : bill.paidAt ? refundOpen : { done: 'unpaid' };
      return pending;
    }
  }
}
