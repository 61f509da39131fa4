import type { HelpKind, HelpOutcome, HelpPayment, HelpRefund, PaidWith } from '../../../contract/payment-help';
import type { paymentChecks } from '../../db/schema-payment-checks';
import { PROVIDERS } from '../../providers/payments/catalog';
import { isProviderName, type ProviderName } from '../../providers/payments/types';
import { OUTCOME_WITHIN_MS } from '../payment/checks/schedule';
import type { KindRecord, MoneyRecord } from './records';
import { refundArrivesBy } from './refund-date';

/** What one payment came to, from its check row and its kind's own records: pure, so every case is a unit test. */

type CheckRow = typeof paymentChecks.$inferSelect;

const PAID_WITH: Record<ProviderName, PaidWith> = {
  paystack: 'card',
  flutterwave: 'card',
  budpay: 'card',
  nomba: 'checkout',
  moniepoint: 'checkout',
  opay: 'checkout',
  azapay: 'bank-transfer',
  woven: 'bank-transfer',
  creditdirect: 'pay-later',
};

/** Payments from the wallet name it as their provider (services/payment/wallet-payment.ts). */
const WALLET = 'wallet';

export const paidWithOf = (provider: string): PaidWith => (isProviderName(provider) ? PAID_WITH[provider] : provider === WALLET ? 'wallet' : 'card');
export const providerLabel = (provider: string): string => (isProviderName(provider) ? PROVIDERS[provider].label : provider === WALLET ? 'Wallet' : provider);

/** What each kind's payment buys once it is settled. */
export const ISSUED: Record<HelpKind, HelpOutcome> = { booking: 'ticket', hire: 'hire', bill: 'purchase', funding: 'credit', reschedule: 'rescheduled' };

const KIND_WORDS: Record<HelpKind, string> = { booking: 'Bus ticket', hire: 'Bus hire', bill: 'Bill payment', funding: 'Wallet funding', reschedule: 'Reschedule' };

/** When a payment still open will have its answer at the latest, as far as we know now: its next check, never sooner than its first 15 minutes, never in the past. */
export function hearBy(check: Pick<CheckRow, 'createdAt' | 'nextCheckAt'>, now: Date): Date {
  const soonest = now.getTime() + 5 * 60_000;
  return new Date(Math.max(check.nextCheckAt.getTime(), check.createdAt.getTime() + OUTCOME_WITHIN_MS, soonest));
}

function refundOf(money: MoneyRecord | undefined, fallbackKobo: number, closedAsRefunded: { at: Date | null } | undefined, now: Date): HelpRefund {
  const done = closedAsRefunded !== undefined || money?.refundStatus === 'refunded';
  const refundedAt = money?.refundedAt ?? (done ? (closedAsRefunded?.at ?? null) : null);
  return { amountKobo: money?.amountKobo ?? fallbackKobo, done, refundedAt: refundedAt?.toISOString() ?? null, by: refundArrivesBy(refundedAt, now) };
}

const common = (kind: HelpKind, reference: string, provider: string, record: KindRecord | undefined) => ({
  kind,
  reference,
  ...(record?.bookingReference ? { bookingReference: record.bookingReference } : {}),
  provider: providerLabel(provider),
  paidWith: paidWithOf(provider),
  what: record?.what ?? `${KIND_WORDS[kind]} ${reference}`,
});

/** A payment under the guarantee (a payment_checks row), told from its outcome, or while open from what its kind's records already show. */
export function helpPaymentOf(check: CheckRow, record: KindRecord | undefined, now: Date): HelpPayment {
  const money = record?.money.filter((m) => m.provider === check.provider) ?? [];
  const bought = money.find((m) => m.bought);
  const goesBack = money.findLast((m) => !m.bought);
  const base = { ...common(check.kind, check.reference, check.provider, record), amountKobo: check.amountKobo, startedAt: check.createdAt.toISOString() };
  const issued = { ...base, outcome: ISSUED[check.kind], ...(bought ? { amountKobo: bought.amountKobo } : {}), ...(record?.token ? { token: record.token } : {}) };
  switch (check.outcome) {
    case 'issued':
      return issued;
    case 'refunded':
      return { ...base, outcome: 'refund', refund: refundOf(goesBack, check.amountKobo, { at: check.closedAt }, now) };
    case 'unpaid':
      return { ...base, outcome: 'unpaid' };
    case 'support':
      return { ...base, outcome: 'support' };
    default:
      if (bought) return issued;
      if (goesBack) return { ...base, outcome: 'refund', refund: refundOf(goesBack, check.amountKobo, undefined, now) };
      return { ...base, outcome: 'checking', hearBy: hearBy(check, now).toISOString() };
  }
}

/** A booking's payment with no check row (paid from the wallet, or before the checks began): a ticket, or money going back. */
export function helpPaymentOfMoney(record: KindRecord, money: MoneyRecord, now: Date): HelpPayment {
  const base = { ...common(record.kind, record.reference, money.provider, record), amountKobo: money.amountKobo, startedAt: money.at.toISOString() };
  return money.bought ? { ...base, outcome: ISSUED[record.kind] } : { ...base, outcome: 'refund', refund: refundOf(money, money.amountKobo, undefined, now) };
}
