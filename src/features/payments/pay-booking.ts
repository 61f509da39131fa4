import type { BookingStatus } from '@contract/tickets';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/** What /pay-booking can do with a booking as the look-up answered it. */
export type PayBookingView =
  /** Pending and still holding its seats until `holdExpiresAt`: it can be paid now. */
  | { kind: 'payable'; holdExpiresAt: string }
  | { kind: 'paid' }
  /** Cancelled, expired, failed, or pending with its hold over: its seats are gone. */
  | { kind: 'closed' };

/** Booking status codes (spec 1 §4): 0 Pending, 1 Confirmed. */
const PENDING = 0;
const CONFIRMED = 1;

export function payBookingView(status: BookingStatus, now = Date.now()): PayBookingView {
  const code = status.userData[0]?.bookingStatus;
  if (code === CONFIRMED) return { kind: 'paid' };
  const until = status.Object.holdExpiresAt;
  if (code === PENDING && until && Date.parse(until) > now) return { kind: 'payable', holdExpiresAt: until };
  return { kind: 'closed' };
}

/**
 * The pending payment /pay-booking hands to the providers' pages (as checkout does), from the
 * booking's own look-up: the amount the server holds it for, the trip, the seats and names. The
 * e-mail is not in the look-up; the server takes it from the booking.
 */
export function paymentOfBooking(status: BookingStatus, gateway: number, holdExpiresAt: string): PendingPayment {
  const outbound = status.userData.filter((row) => !row.isReturn);
  const back = status.userData.filter((row) => row.isReturn);
  const legRows = outbound.length > 0 ? outbound : back;
  const [first, ...others] = legRows;
  return {
    refCode: status.Object.refCode,
    email: '',
    amount: status.Object.totalAmount,
    discount: 0,
    gateway,
    seats: legRows.map((row) => row.seatNumber),
    returnSeats: outbound.length > 0 ? back.map((row) => row.seatNumber) : [],
    mainName: first?.fullName ?? '',
    otherNames: others.map((row) => ({ fullName: row.fullName })),
    phonenumber: first?.phoneNumber ?? '',
    routeName: first?.routeName ?? '',
    departureTerminalName: first?.departureTerminalName ?? '',
    destinationTerminalName: first?.destinationTerminalName ?? '',
    departureDate: first?.departureDate ?? status.Object.departureDate,
    departureTime: first?.departureTime ?? '',
    holdExpiresAt,
  };
}
