import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { HELP_KINDS, isEmailContact, PAYMENT_HELP_DAYS, type HelpKind, type HelpPayments } from '../../../contract/payment-help';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { paymentChecks } from '../../db/schema-payment-checks';
import { helpPaymentOf, helpPaymentOfMoney } from './outcome';
import { recordsOf } from './records';

/**
 * Every payment of one contact (an e-mail in lower case, or a phone '0…') in the last
 * PAYMENT_HELP_DAYS: each payment the server started with a provider (payment_checks), told from
 * its outcome and its kind's own records; and the contact's bookings paid otherwise (from the
 * wallet, or before the checks began), as tickets or refunds. Nothing that names another contact.
 */

const DAY = 86_400_000;
export const helpSince = (now: Date) => new Date(now.getTime() - PAYMENT_HELP_DAYS * DAY);

const checksOf = (contact: string): SQL => (isEmailContact(contact) ? eq(paymentChecks.email, contact) : eq(paymentChecks.phone, contact));
const bookingsOf = (contact: string): SQL => (isEmailContact(contact) ? sql`lower(${bookings.email}) = ${contact}` : eq(bookings.phoneNumber, contact));

/** Whether the contact paid us anything (or started to) in the window: only then is a code sent to it. */
export async function hasPayments(db: Db, contact: string, now: Date): Promise<boolean> {
  const since = helpSince(now);
  const [check] = await db.select({ id: paymentChecks.id }).from(paymentChecks).where(and(checksOf(contact), gte(paymentChecks.createdAt, since))).limit(1);
  if (check) return true;
  const [paid] = await db.select({ id: payments.id }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(bookingsOf(contact), gte(payments.createdAt, since))).limit(1);
  return paid !== undefined;
}

export async function helpPayments(db: Db, contact: string, now: Date): Promise<HelpPayments> {
  const since = helpSince(now);
  const checks = await db.select().from(paymentChecks)
    .where(and(checksOf(contact), gte(paymentChecks.createdAt, since)))
    .orderBy(desc(paymentChecks.createdAt), desc(paymentChecks.id));
  const referencesOf = (kind: HelpKind) => checks.filter((c) => c.kind === kind).map((c) => c.reference);

  const paidBookings = await db.selectDistinct({ reference: bookings.reference }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(bookingsOf(contact), gte(payments.createdAt, since)));
  const records = new Map(await Promise.all(HELP_KINDS.map(async (kind) => {
    const references = kind === 'booking' ? [...referencesOf(kind), ...paidBookings.map((b) => b.reference)] : referencesOf(kind);
    return [kind, await recordsOf(db, kind, references)] as const;
  })));

  const listed = checks.map((check) => helpPaymentOf(check, records.get(check.kind)?.get(check.reference), now));
  // A booking's payments no check row stands for: the wallet's, and any from before the checks began.
  const covered = new Set(checks.filter((c) => c.kind === 'booking').map((c) => `${c.reference} ${c.provider}`));
  for (const { reference } of paidBookings) {
    const record = records.get('booking')?.get(reference);
    for (const money of record?.money ?? []) {
      if (money.at >= since && !covered.has(`${reference} ${money.provider}`)) listed.push(helpPaymentOfMoney(record!, money, now));
    }
  }
  listed.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return { contact, since: since.toISOString(), payments: listed };
}
