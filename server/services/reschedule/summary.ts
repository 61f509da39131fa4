import { desc, eq, ne, and } from 'drizzle-orm';
import { to12Hour } from '../../../contract/dates';
import type { RescheduleSummary, RescheduleTripSide } from '../../../contract/reschedule';
import { bookings } from '../../db/schema';
import { reschedulePayments, reschedules } from '../../db/schema-reschedule';
import { naira } from '../../money';
import { PROVIDERS } from '../../providers/payments/catalog';
import { isProviderName } from '../../providers/payments/types';
import type { Executor } from '../booking/executor';
import { tripsById, type TripInfo } from '../booking/trips';
import type { RescheduleRow } from './moves';

export type ReschedulePaymentRow = typeof reschedulePayments.$inferSelect;

/** A reschedule by its reference, as the traveller typed it (case and spaces aside). */
export async function rescheduleByReference(db: Executor, reference: string): Promise<RescheduleRow | undefined> {
  const [row] = await db.select().from(reschedules).where(eq(reschedules.reference, reference.trim().toUpperCase())).limit(1);
  return row;
}

const label = (provider: string) => (provider === 'wallet' ? 'your wallet' : isProviderName(provider) ? PROVIDERS[provider].label : provider);

/** What happened to money that bought nothing, said plainly: why, and where the money is. */
export function refundMessage(payment: Pick<ReschedulePaymentRow, 'outcome' | 'amountKobo' | 'refundStatus' | 'provider'>): string {
  const why = {
    paid: '',
    duplicate: 'This reschedule was already paid.',
    'amount-mismatch': 'The amount paid does not match the reschedule fee, so the reschedule was stopped.',
    'too-late': 'The reschedule had ended (or your booking had changed) before the payment arrived.',
    'seats-lost': 'The new seats were taken by someone else before the payment arrived.',
  }[payment.outcome];
  const paid = `Your ${payment.outcome === 'duplicate' ? 'second ' : ''}payment of ${naira(payment.amountKobo)} with ${label(payment.provider)}`;
  const where = {
    refunded: `${paid} has been refunded.`,
    pending: `${paid} is being refunded.`,
    failed: `${paid} could not be refunded automatically. Please contact support for a refund.`,
  }[payment.refundStatus ?? 'pending'];
  return `${why} ${where} Your booking is unchanged.`.trim();
}

const side = (trip: TripInfo | undefined, seats: number[]): RescheduleTripSide => ({
  routeName: trip?.routeName ?? '',
  departureTerminal: trip?.departure.name ?? '',
  destinationTerminal: trip?.destination.name ?? '',
  departureDate: trip?.departureDate ?? '',
  departureTime: trip ? to12Hour(trip.departureTime) : '',
  vehicleName: trip?.vehicleName ?? '',
  seats,
});

/** The reschedule as its traveller sees it (no phone or e-mail: anyone holding the RSC- reference may ask). */
export async function rescheduleSummary(db: Executor, row: RescheduleRow): Promise<RescheduleSummary> {
  const [booking] = await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, row.bookingId));
  const trips = await tripsById(db, [row.fromTripId, row.toTripId]);
  const [refund] = await db.select().from(reschedulePayments)
    .where(and(eq(reschedulePayments.rescheduleId, row.id), ne(reschedulePayments.outcome, 'paid')))
    .orderBy(desc(reschedulePayments.id)).limit(1);
  const awaiting = row.status === 'awaiting-payment';
  return {
    reference: row.reference,
    status: row.status,
    bookingReference: booking?.reference ?? '',
    leg: row.isReturn ? 'return' : 'outbound',
    fee: row.feeKobo,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    from: side(trips.get(row.fromTripId), row.fromSeats),
    to: side(trips.get(row.toTripId), row.toSeats),
    checkoutUrl: awaiting ? row.checkoutUrl : null,
    account: awaiting ? row.account : null,
    refund: refund ? refundMessage(refund) : null,
  };
}
