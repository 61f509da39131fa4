import { asc, eq, inArray } from 'drizzle-orm';
import { formatTripDate, to12Hour } from '../../../contract/dates';
import type { HelpKind } from '../../../contract/payment-help';
import type { Db } from '../../db/client';
import { bookings, bookingSeats, payments } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { billPayments } from '../../db/schema-bills';
import { hirePayments, hires } from '../../db/schema-hire';
import { reschedulePayments, reschedules } from '../../db/schema-reschedule';
import { walletFundings } from '../../db/schema-wallet';
import { tripsById, type TripInfo } from '../booking/trips';

/**
 * What each kind's own tables say of a payment: what it was for, and every transaction recorded
 * against it (provider, the provider's id, amount, whether it bought the thing or is refunded).
 * One reading for /payment-help (reader.ts) and the receipts (notifications/receipts.ts).
 */

/** One provider transaction recorded against a reference. */
export type MoneyRecord = {
  provider: string;
  /** The provider's transaction id (the booking reference for a wallet payment). */
  transaction: string;
  /** What was taken, kobo (a bill's fee included). */
  amountKobo: number;
  /** A bill's fee within amountKobo. */
  feeKobo?: number;
  /** It bought what the reference stands for; otherwise it bought nothing and goes back. */
  bought: boolean;
  /** Why it bought nothing, in the kind's own words ('duplicate', 'too-late', …). */
  why?: string;
  refundStatus: 'pending' | 'refunded' | 'failed' | null;
  refundedAt: Date | null;
  /** When the money was recorded as taken. */
  at: Date;
};

export type KindRecord = {
  kind: HelpKind;
  reference: string;
  /** What it was for, in a line. */
  what: string;
  /** The booking whose ticket it is about. */
  bookingReference?: string;
  /** The traveller's name and e-mail as the thing records them (a receipt's greeting and address). */
  name?: string;
  email?: string | null;
  /** A booking made by a signed-in account: that account's e-mail (who pays from its wallet). */
  accountEmail?: string | null;
  /** A prepaid electricity token. */
  token?: string;
  money: MoneyRecord[];
};

type TripLine = Pick<TripInfo, 'departure' | 'destination' | 'departureDate' | 'departureTime'>;
const tripLine = (trip: TripLine) =>
  `${trip.departure.name} → ${trip.destination.name}, ${formatTripDate(trip.departureDate)}, ${to12Hour(trip.departureTime)}`;

/** Bus ticket, Lagos (Jibowu) → Abuja (Utako), Tue, 1 Dec 2026, 08:00 AM, seats 3, 4 (and the way back). */
async function bookingLines(db: Db, bookingIds: number[]): Promise<Map<number, string>> {
  if (bookingIds.length === 0) return new Map();
  const seats = await db.select({ bookingId: bookingSeats.bookingId, tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber, isReturn: bookingSeats.isReturn })
    .from(bookingSeats).where(inArray(bookingSeats.bookingId, bookingIds)).orderBy(asc(bookingSeats.seatNumber));
  const tripOf = await tripsById(db, seats.map((s) => s.tripId));
  const lines = new Map<number, string>();
  for (const id of bookingIds) {
    const legs = [false, true].flatMap((isReturn) => {
      const rows = seats.filter((s) => s.bookingId === id && s.isReturn === isReturn);
      const trip = rows[0] && tripOf.get(rows[0].tripId);
      return trip ? [`${isReturn ? 'return ' : ''}${tripLine(trip)}, seat${rows.length > 1 ? 's' : ''} ${rows.map((r) => r.seatNumber).join(', ')}`] : [];
    });
    lines.set(id, legs.length > 0 ? `Bus ticket, ${legs.join('; ')}` : 'Bus ticket');
  }
  return lines;
}

const refundOf = (status: string | null) => (status === 'pending' || status === 'refunded' || status === 'failed' ? status : null);

async function bookingRecords(db: Db, references: string[]): Promise<KindRecord[]> {
  const rows = await db.select({ booking: bookings, accountEmail: customers.email }).from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId)).where(inArray(bookings.reference, references));
  const ids = rows.map((r) => r.booking.id);
  const paid = ids.length > 0 ? await db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.id)) : [];
  const lines = await bookingLines(db, ids);
  return rows.map(({ booking, accountEmail }) => ({
    kind: 'booking',
    reference: booking.reference,
    bookingReference: booking.reference,
    what: lines.get(booking.id) ?? 'Bus ticket',
    name: booking.customerName,
    email: booking.email,
    accountEmail,
    money: paid.filter((p) => p.bookingId === booking.id).map((p) => ({
      provider: p.provider, transaction: p.providerReference, amountKobo: p.amountKobo, bought: p.outcome === 'confirmed',
      ...(p.outcome === 'confirmed' ? {} : { why: p.outcome }), refundStatus: refundOf(p.refundStatus), refundedAt: p.refundedAt, at: p.createdAt,
    })),
  }));
}

async function hireRecords(db: Db, references: string[]): Promise<KindRecord[]> {
  const rows = await db.select().from(hires).where(inArray(hires.reference, references));
  const paid = rows.length > 0 ? await db.select().from(hirePayments).where(inArray(hirePayments.hireId, rows.map((h) => h.id))).orderBy(asc(hirePayments.id)) : [];
  return rows.map((hire) => ({
    kind: 'hire',
    reference: hire.reference,
    what: `Bus hire, ${hire.pickupLocation} → ${hire.dropoffLocation}, ${formatTripDate(hire.pickupDate)}${hire.returnDate ? `, back ${formatTripDate(hire.returnDate)}` : ''}`,
    name: hire.fullName,
    email: hire.email,
    money: paid.filter((p) => p.hireId === hire.id).map((p) => ({
      provider: p.provider, transaction: p.providerReference, amountKobo: p.amountKobo, bought: p.outcome === 'paid',
      ...(p.outcome === 'paid' ? {} : { why: p.outcome }), refundStatus: p.refundStatus, refundedAt: p.refundedAt, at: p.createdAt,
    })),
  }));
}

type BillRow = typeof billPayments.$inferSelect;

/** 'MTN Airtime for 08031234567', 'Ikeja Electric Prepaid electricity, meter 45012345678'. */
export function billLine(bill: Pick<BillRow, 'kind' | 'billerName' | 'itemName' | 'customerRef' | 'reference'>): string {
  const { billerName, itemName, customerRef } = bill;
  switch (bill.kind) {
    case 'airtime':
      return `${billerName} for ${customerRef}`;
    case 'data':
      return `${itemName} data for ${customerRef}`;
    case 'electricity':
      return `${billerName} ${itemName} electricity, meter ${customerRef}`;
    case 'tv':
      return `${billerName} ${itemName}, smart card ${customerRef}`;
    default:
      return `Bill payment ${bill.reference}`;
  }
}

/** A bill's one payment: bought once the biller vended, refunded when it could not, nothing while unpaid or still being completed. */
function billMoney(bill: BillRow): MoneyRecord[] {
  if (!bill.provider || !bill.paidAt || bill.amountKobo === null) return [];
  const fee = bill.feeKobo ?? 0;
  const base = { provider: bill.provider, transaction: bill.providerReference ?? bill.reference, amountKobo: bill.amountKobo + fee, feeKobo: fee, at: bill.paidAt };
  if (bill.status === 'success') return [{ ...base, bought: true, refundStatus: null, refundedAt: null }];
  if (bill.refunded) return [{ ...base, bought: false, why: 'vend-failed', refundStatus: 'refunded', refundedAt: bill.refundedAt }];
  if (bill.status === 'failed') return [{ ...base, bought: false, why: 'vend-failed', refundStatus: 'failed', refundedAt: null }];
  return [];
}

async function billRecords(db: Db, references: string[]): Promise<KindRecord[]> {
  const rows = await db.select().from(billPayments).where(inArray(billPayments.reference, references));
  return rows.map((bill) => ({
    kind: 'bill',
    reference: bill.reference,
    what: billLine(bill),
    email: bill.customerEmail,
    ...(bill.token && bill.status === 'success' ? { token: bill.token } : {}),
    money: billMoney(bill),
  }));
}

async function fundingRecords(db: Db, references: string[]): Promise<KindRecord[]> {
  const rows = await db.select({ funding: walletFundings, email: customers.email, firstName: customers.firstName }).from(walletFundings)
    .innerJoin(customers, eq(customers.id, walletFundings.customerId)).where(inArray(walletFundings.reference, references));
  return rows.map(({ funding, email, firstName }) => ({
    kind: 'funding',
    reference: funding.reference,
    what: 'Wallet funding',
    name: firstName,
    email,
    money: funding.status === 'success'
      ? [{ provider: funding.provider, transaction: funding.providerReference ?? funding.reference, amountKobo: funding.amountKobo, bought: true, refundStatus: null, refundedAt: null, at: funding.settledAt ?? funding.createdAt }]
      : [],
  }));
}

async function rescheduleRecords(db: Db, references: string[]): Promise<KindRecord[]> {
  const rows = await db.select({ reschedule: reschedules, booking: bookings }).from(reschedules)
    .innerJoin(bookings, eq(bookings.id, reschedules.bookingId)).where(inArray(reschedules.reference, references));
  const paid = rows.length > 0
    ? await db.select().from(reschedulePayments).where(inArray(reschedulePayments.rescheduleId, rows.map((r) => r.reschedule.id))).orderBy(asc(reschedulePayments.id))
    : [];
  const tripOf = await tripsById(db, rows.map((r) => r.reschedule.toTripId));
  return rows.map(({ reschedule, booking }) => {
    const trip = tripOf.get(reschedule.toTripId);
    return {
      kind: 'reschedule',
      reference: reschedule.reference,
      bookingReference: booking.reference,
      what: `Reschedule of booking ${booking.reference}${trip ? ` to ${tripLine(trip)}` : ''}`,
      name: booking.customerName,
      email: booking.email,
      money: paid.filter((p) => p.rescheduleId === reschedule.id).map((p) => ({
        provider: p.provider, transaction: p.providerReference, amountKobo: p.amountKobo, bought: p.outcome === 'paid',
        ...(p.outcome === 'paid' ? {} : { why: p.outcome }), refundStatus: p.refundStatus, refundedAt: p.refundedAt, at: p.createdAt,
      })),
    };
  });
}

const LOADERS: Record<HelpKind, (db: Db, references: string[]) => Promise<KindRecord[]>> = {
  booking: bookingRecords,
  hire: hireRecords,
  bill: billRecords,
  funding: fundingRecords,
  reschedule: rescheduleRecords,
};

/** The records of these references of one kind, by reference (a reference no table knows is left out). */
export async function recordsOf(db: Db, kind: HelpKind, references: string[]): Promise<Map<string, KindRecord>> {
  const unique = [...new Set(references)];
  if (unique.length === 0) return new Map();
  return new Map((await LOADERS[kind](db, unique)).map((record) => [record.reference, record]));
}
