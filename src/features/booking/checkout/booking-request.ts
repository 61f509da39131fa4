import { formatSeatRegistrations, type CreateBookingRequest, type CreateBookingResult } from '@contract/booking';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { sessionStore } from '@/api/session';
import { bookingDraftStore, type BookingDraft, type DraftLeg } from '../draft/booking-draft';
import { splitFullName, tidyName } from './names';
import { estimateTotal } from './totals';

export type CompleteDraft = BookingDraft & { outbound: DraftLeg };

/** Seats chosen for the outbound leg, and for the return leg when the search was a round trip. */
export const isCompleteDraft = (draft: BookingDraft): draft is CompleteDraft =>
  draft.outbound !== null && draft.outbound.seats.length > 0 && (draft.return !== null || !draft.search?.returnDate);

/** One passenger per seat: the seat count is the adult count. */
const travellers = (draft: CompleteDraft) => draft.passengers.slice(0, draft.outbound.seats.length);

/**
 * The POST /booking body (spec 1 §3 'Booking creation payload'). The amounts ride along for the
 * record only: the server prices the booking itself.
 */
export function buildBookingRequest(draft: CompleteDraft, gateway: number, signedIn: boolean): CreateBookingRequest {
  const { outbound } = draft;
  const ret = draft.return;
  const [main, ...others] = travellers(draft);
  const { firstName, lastName } = splitFullName(main?.fullName ?? '');
  const estimate = estimateTotal(draft, signedIn);
  return {
    tripType: ret ? 1 : 0,
    paymentMethod: gateway,
    bookingType: 2,
    passengerType: 0,
    firstName,
    lastName,
    gender: main?.gender ?? 0,
    routeId: outbound.trip.routeId,
    ...(ret ? { routeIdReturn: ret.trip.routeId } : {}),
    onewayAmount: estimate.outboundFare * estimate.adults,
    returnAmount: estimate.returnFare * (ret ? estimate.adults : 0),
    totalAmount: estimate.total,
    travelDocumentId: 0,
    email: draft.contact.email.trim(),
    phoneNumber: draft.contact.phoneNumber.trim(),
    nextOfKinName: tidyName(draft.contact.nextOfKinName),
    nextOfKinPhone: draft.contact.nextOfKinPhone.trim(),
    seatRegistrations: formatSeatRegistrations(
      { tripId: outbound.trip.vehicleTripRegistrationId, seats: outbound.seats },
      ret ? { tripId: ret.trip.vehicleTripRegistrationId, seats: ret.seats } : undefined,
    ),
    vehicleTripRegistrationId: outbound.trip.vehicleTripRegistrationId,
    // Spec 1 §3: beneficiaries only when more than one adult travels.
    ...(others.length > 0 ? { beneficiaries: others.map((p) => ({ fullName: tidyName(p.fullName), Gender: p.gender ?? 0 })) } : {}),
    isSub: outbound.trip.isSub,
  };
}

/** What checkout hands to the payment pages (spec 1 §3 'Stored transaction summary'). */
export function buildPendingPayment(draft: CompleteDraft, gateway: number, booking: CreateBookingResult): PendingPayment {
  const [main, ...others] = travellers(draft);
  return {
    refCode: booking.bookingReferenceCode,
    email: draft.contact.email.trim(),
    amount: booking.amount,
    discount: booking.discount,
    gateway,
    seats: draft.outbound.seats,
    returnSeats: draft.return?.seats ?? [],
    mainName: tidyName(main?.fullName ?? ''),
    otherNames: others.map((p) => ({ fullName: tidyName(p.fullName) })),
    phonenumber: draft.contact.phoneNumber.trim(),
    routeName: draft.outbound.trip.routeName,
    departureTerminalName: draft.outbound.trip.departureTerminalName,
    destinationTerminalName: draft.outbound.trip.destinationTerminalName,
    departureDate: draft.outbound.trip.departureDate,
    departureTime: draft.outbound.trip.departureTime,
    holdExpiresAt: booking.holdExpiresAt,
  };
}

/**
 * A booking already made for exactly these choices whose seat hold is still running: paying with
 * another gateway reuses it instead of asking for seats this traveller already holds. Not after
 * signing in or out since: it was priced for the other (with or without the signed-in discount),
 * so a new booking is made, which gives this traveller's earlier hold back (create-booking.ts).
 */
export function reusablePayment(pending: PendingPayment | null, draft: CompleteDraft, signedIn: boolean, now: Date = new Date()): PendingPayment | undefined {
  if (!pending || Date.parse(pending.holdExpiresAt) <= now.getTime() + 60_000) return undefined;
  if ((pending.discount > 0) !== signedIn) return undefined;
  const probe = buildPendingPayment(draft, pending.gateway, { bookingReferenceCode: pending.refCode, amount: pending.amount, discount: pending.discount, holdExpiresAt: pending.holdExpiresAt });
  // The provider's notice is not a choice of the traveller's.
  const { notice: _notice, ...choices } = pending;
  return JSON.stringify(probe) === JSON.stringify(choices) ? pending : undefined;
}

/**
 * Whether this tab's checkout draft is still the booking `payment` pays (its choices, its price for
 * this session, its hold not about to end): then 'Select payment method' after a payment that was
 * not completed reopens 'Trip payment' over it, instead of /pay-booking. Handed to the payments
 * feature by the callback routes.
 */
export function checkoutHolds(payment: PendingPayment, draft: BookingDraft = bookingDraftStore.get(), signedIn = sessionStore.get() !== null): boolean {
  return isCompleteDraft(draft) && reusablePayment(payment, draft, signedIn)?.refCode === payment.refCode;
}
