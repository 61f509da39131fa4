import { eq } from 'drizzle-orm';
import { formatTripDate, lagosMoment } from '../../../contract/dates';
import { paidWithWords, refundDestination } from '../../../contract/payment-help';
import type { Db } from '../../db/client';
import type { paymentChecks } from '../../db/schema-payment-checks';
import { walletEntries } from '../../db/schema-wallet';
import { naira } from '../../money';
import type { Message, Messenger } from '../../providers/messaging/types';
import { paidWithOf, providerLabel } from '../payment-help/outcome';
import { recordsOf, type KindRecord, type MoneyRecord } from '../payment-help/records';
import { refundArrivesBy } from '../payment-help/refund-date';
import { ticketLink } from './booking-confirmation';
import { oweConfirmation, sendConfirmationOnce, type NoticeKind } from './confirmations';

/**
 * E-mail receipts (issue 31): one for every payment that bought what it was for, one for every
 * refund, each once per provider transaction however often its settlement is replayed
 * (confirmation_notices, kinds 'receipt' and 'refund-receipt', keyed '<provider>:<transaction>').
 * What it was for, the amounts and the fee, how it was paid, our reference and the provider's
 * transaction id, and the time in Lagos. Never throws: a failure is logged, and the next call
 * for the same payment sends what is still owed.
 */

type Check = typeof paymentChecks.$inferSelect;
export type ReceiptOptions = {
  /** PUBLIC_URL: a booking's receipt links to its ticket. */
  baseUrl?: string;
  /** The clock of "reaches you by" (tests). */
  now?: Date;
};

const WALLET = 'wallet';

/** Why money bought nothing, as the traveller is told (payments.outcome and its kin). */
const WHY: Record<string, string> = {
  duplicate: 'It was a second payment for something already paid.',
  'amount-mismatch': 'The amount did not match what was due.',
  'seats-lost': 'The seats were no longer held when the payment arrived.',
  'too-late': 'The payment arrived after the time to pay was up.',
  'vend-failed': 'The purchase could not be completed.',
};

const greeting = (record: KindRecord) => (record.name?.trim() ? `Hello ${record.name.trim()},` : 'Hello,');
const addressOf = (email: string | null | undefined) => email?.trim().toLowerCase() || undefined;

function amountLines(money: MoneyRecord): string[] {
  if (money.feeKobo === undefined) return [`Amount paid: ${naira(money.amountKobo)}`, 'Fee: none'];
  return [`Amount: ${naira(money.amountKobo - money.feeKobo)}`, `Fee: ${money.feeKobo > 0 ? naira(money.feeKobo) : 'none'}`, `Total paid: ${naira(money.amountKobo)}`];
}

const transactionLine = (money: MoneyRecord) =>
  money.provider === WALLET ? [] : [`${providerLabel(money.provider)} transaction: ${money.transaction}`];

/** The receipt of a payment that bought what it was for. */
export function paymentReceipt(record: KindRecord, money: MoneyRecord, to: string, extras: { baseUrl?: string; cashbackKobo?: number } = {}): Message {
  const ticket = record.bookingReference && extras.baseUrl ? [`Open your ticket: ${ticketLink(extras.baseUrl, record.bookingReference)}`] : [];
  return {
    channel: 'email',
    to,
    subject: `Your Freely receipt: ${naira(money.amountKobo)} for ${record.reference}`,
    body: [
      greeting(record),
      'Thank you. We received your payment, and this is your receipt.',
      [
        `For: ${record.what}`,
        ...amountLines(money),
        `Paid with: ${paidWithWords(providerLabel(money.provider), paidWithOf(money.provider))}`,
        `Our reference: ${record.reference}`,
        ...transactionLine(money),
        `Paid on: ${lagosMoment(money.at)} (Lagos time)`,
        ...(extras.cashbackKobo ? [`Cashback: ${naira(extras.cashbackKobo)} added to your cashback wallet`] : []),
        ...(record.token ? [`Your token: ${record.token}`] : []),
      ].join('\n'),
      ...ticket,
      'Keep this e-mail as proof of your payment.',
    ].join('\n\n'),
  };
}

/** The receipt of money sent back. */
export function refundReceipt(record: KindRecord, money: MoneyRecord, to: string, now: Date): Message {
  const sentAt = money.refundedAt ?? now;
  return {
    channel: 'email',
    to,
    subject: `Your Freely refund: ${naira(money.amountKobo)} for ${record.reference}`,
    body: [
      greeting(record),
      'We have sent your money back, and this is your receipt.',
      [
        `Refunded: ${naira(money.amountKobo)}`,
        ...(money.why && WHY[money.why] ? [`Why: ${WHY[money.why]}`] : []),
        `For: ${record.what}`,
        `Sent ${refundDestination(providerLabel(money.provider), paidWithOf(money.provider))}`,
        `Our reference: ${record.reference}`,
        ...transactionLine(money),
        `Refunded on: ${lagosMoment(sentAt)} (Lagos time)`,
        `It reaches you by: ${formatTripDate(refundArrivesBy(sentAt, now))} (banks take 3 to 10 working days)`,
      ].join('\n'),
      'Keep this e-mail as proof of your refund.',
    ].join('\n\n'),
  };
}

/** Sends one receipt once: the notice is owed (its primary key keeps it to one), then claimed and sent. */
async function sendOnce(db: Db, messenger: Messenger, kind: NoticeKind, money: MoneyRecord, compose: () => Message | Promise<Message>): Promise<void> {
  const notice = { kind, reference: `${money.provider}:${money.transaction}` };
  await oweConfirmation(db, notice);
  await sendConfirmationOnce(db, messenger, notice, async () => [await compose()]);
}

/**
 * When a payment check closes: the receipt of each of its transactions that bought what it was
 * for, and of each one refunded. Nothing for a payment that never took money ('unpaid'), nor for
 * a refund not yet sent back (its receipt goes when it is).
 */
export async function sendReceipts(db: Db, messenger: Messenger, check: Check, options: ReceiptOptions = {}): Promise<void> {
  try {
    if (check.outcome === 'unpaid') return;
    const record = (await recordsOf(db, check.kind, [check.reference])).get(check.reference);
    if (!record) return;
    const to = addressOf(record.email) ?? addressOf(check.email);
    if (!to) return;
    for (const money of record.money.filter((m) => m.provider === check.provider)) {
      if (money.bought) await sendOnce(db, messenger, 'receipt', money, () => paymentReceipt(record, money, to, options));
      else if (money.refundStatus === 'refunded') await sendOnce(db, messenger, 'refund-receipt', money, () => refundReceipt(record, money, to, options.now ?? new Date()));
    }
  } catch (error) {
    console.error(`The receipts of ${check.kind} ${check.reference} (${check.provider}) were not sent; the next call retries them:`, error);
  }
}

/**
 * A booking paid from the wallet (services/payment/wallet-payment.ts, no provider check): its
 * receipt, once, to the account whose wallet paid (else the booking's e-mail), with the cashback.
 */
export async function sendWalletReceipt(db: Db, messenger: Messenger, reference: string, options: ReceiptOptions = {}): Promise<void> {
  try {
    const record = (await recordsOf(db, 'booking', [reference])).get(reference);
    const money = record?.money.find((m) => m.provider === WALLET && m.bought);
    const to = addressOf(record?.accountEmail) ?? addressOf(record?.email);
    if (!record || !money || !to) return;
    await sendOnce(db, messenger, 'receipt', money, async () => {
      const [cashback] = await db.select({ amountKobo: walletEntries.amountKobo }).from(walletEntries).where(eq(walletEntries.idempotencyKey, `cashback:${reference}`));
      return paymentReceipt(record, money, to, { baseUrl: options.baseUrl, cashbackKobo: cashback?.amountKobo });
    });
  } catch (error) {
    console.error(`The wallet receipt of ${reference} was not sent; the next call retries it:`, error);
  }
}
