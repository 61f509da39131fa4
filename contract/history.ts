import * as v from 'valibot';
import { departureEntries } from './departure';
import { envelopeSchema } from './envelope';
import { LIMITS, typedText } from './validation';

/**
 * Spec 2 §7.3 booking history: GET /CustomerBooking/bookingHistorys?Email=&CountryCode=NG&Paginated=false,
 * read by the client as data.data.userData. Only for a signed-in customer, and only their own
 * bookings (spec 1 §2 'Booking history').
 */

export const HISTORY_COUNTRY_CODE = 'NG';

export const bookingHistoryQuery = v.object({
  /** The customer's own e-mail address, or '' for an account without one; any other answers 403. */
  Email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(LIMITS.email), typedText('Email')), ''),
  CountryCode: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check((c) => c === HISTORY_COUNTRY_CODE, 'CountryCode must be NG.')),
    HISTORY_COUNTRY_CODE,
  ),
  /** Accepted for compatibility; the whole list is always answered (a customer's bookings are few). */
  Paginated: v.optional(v.picklist(['true', 'false', 'True', 'False'], 'Paginated is true or false.'), 'false'),
});

/** One booking (one reference), newest first in the list. Amounts in kobo. */
export const bookingHistoryRowSchema = v.object({
  bookingReferenceCode: v.string(),
  /** Spec 1 §4 history list: 0 Pending, 1 Approved, 2 Cancelled, 3 Created, 4 Declined, 5 Expired, 6 Failed. */
  bookingStatus: v.number(),
  /** 'A ==> B', or '' when the booking's seats are no longer kept (a lapsed hold taken by someone else). */
  routeName: v.string(),
  departureTerminalName: v.string(),
  destinationTerminalName: v.string(),
  /** The outbound trip's; each '' when unknown. */
  ...departureEntries,
  hasReturn: v.boolean(),
  /** The return trip's date and time; '' for a one-way booking. */
  returnDepartureDate: v.string(),
  returnDepartureTime: v.string(),
  totalAmount: v.number(),
  /** Passengers: seats per leg. */
  noOfTicket: v.number(),
  seatNumbers: v.array(v.number()),
  returnSeatNumbers: v.array(v.number()),
  /** Passenger names in outbound seat order. */
  passengers: v.array(v.string()),
  /** ISO instant the booking was made. */
  createdDate: v.string(),
  /** A pending booking still holding its seats: until when (ISO); it can be paid or released until then. Absent otherwise. */
  holdExpiresAt: v.optional(v.string()),
  /** With holdExpiresAt: a payment has started with a provider, so the seats cannot be released until it ends. */
  paymentUnderWay: v.optional(v.boolean()),
});
export type BookingHistoryRow = v.InferOutput<typeof bookingHistoryRowSchema>;

export const bookingHistorySchema = v.object({ data: v.object({ userData: v.array(bookingHistoryRowSchema) }) });
export const bookingHistoryResponse = envelopeSchema(bookingHistorySchema);

export const HISTORY_MESSAGES = {
  notYours: 'You can only see your own bookings.',
} as const;
