import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { terminalNameEntries, withTerminalNames } from './terminal-names';
import type { TripSearch } from './trip-search';
import { bookingHistoryRowSchema } from './history';
import type { TrackingLink } from './tracking-link';
import { ADULTS_MAX, ADULTS_MIN, SEAT_NUMBER_MAX, SIGNED_IN_DISCOUNT_PERCENT } from './limits';
import { contactPhoneSchema, emailSchema, ignoredScalar, INT4_MAX, intLike, LIMITS, SMALLINT_MAX, text, typedText, ymdSchema } from './validation';

/** Spec 2 §7.3, the booking service: trip search, booking creation. Amounts are kobo. */

// ---- POST /Booking/availabletripdetails -------------------------------------------------------

/**
 * Spec 2 §3's search request, the body on the wire, read into the app's TripSearch
 * (contract/trip-search.ts): the same search in the spec's names. The app makes it with
 * tripSearchBody, its one change of shape on the way to the server.
 */
export const tripSearchRequest = v.pipe(
  v.object({
    departureTerminalId: v.pipe(intLike(), v.minValue(1, 'Choose where you travel from.'), v.maxValue(INT4_MAX, 'Choose where you travel from.')),
    destinationTerminalId: v.pipe(intLike(), v.minValue(1, 'Choose where you travel to.'), v.maxValue(INT4_MAX, 'Choose where you travel to.')),
    departureDate: ymdSchema,
    /** Round trip only. */
    returnDate: v.optional(v.union([ymdSchema, v.literal(''), v.null()])),
    numberOfAdults: v.pipe(intLike(), v.minValue(ADULTS_MIN, 'At least one adult travels.'), v.maxValue(ADULTS_MAX, `At most ${ADULTS_MAX} adults per booking.`)),
    /** Children are booked at the terminal: always "0" online (spec 1 §5). */
    numberOfChildren: v.optional(v.pipe(v.union([v.literal('0'), v.literal(0)]), v.transform(() => 0 as const)), '0'),
    /** "0" one way, "1" round trip. */
    tripType: v.pipe(v.union([v.picklist(['0', '1']), v.picklist([0, 1])]), v.transform((t) => (String(t) === '1' ? 1 : 0) as 0 | 1)),
    bookingType: v.optional(v.union([v.literal('2'), v.literal(2)]), '2'),
  }),
  v.check((r) => r.departureTerminalId !== r.destinationTerminalId, 'Departure and destination must differ.'),
  v.check((r) => r.tripType === 0 || Boolean(r.returnDate), 'A round trip needs a return date.'),
  v.transform((r): TripSearch => ({
    from: r.departureTerminalId,
    to: r.destinationTerminalId,
    date: r.departureDate,
    adults: r.numberOfAdults,
    ...(r.tripType === 1 && r.returnDate ? { returnDate: r.returnDate } : {}),
  })),
);
export type TripSearchRequest = v.InferInput<typeof tripSearchRequest>;

/** The spec 2 §3 body of a search: what the app sends, in the spec's names. */
export const tripSearchBody = (search: TripSearch): TripSearchRequest => ({
  departureTerminalId: search.from,
  destinationTerminalId: search.to,
  departureDate: search.date,
  ...(search.returnDate ? { returnDate: search.returnDate } : {}),
  numberOfAdults: search.adults,
  numberOfChildren: '0',
  tripType: search.returnDate ? '1' : '0',
  bookingType: '2',
});

export const busTripSchema = v.pipe(
  v.object({
    /** The trip ("vehicle trip registration") id. */
    vehicleTripRegistrationId: v.number(),
    routeId: v.number(),
    /** 'Departure ==> Arrival'. */
    routeName: v.string(),
    ...terminalNameEntries,
    vehicleName: v.string(),
    vehicleModel: v.string(),
    /** Lagos calendar date, yyyy-mm-dd. */
    departureDate: v.string(),
    /** As the spec shows it: '08:15 AM'. */
    departureTime: v.string(),
    farePrice: v.number(),
    cashBack: v.number(),
    availableNumberOfSeats: v.number(),
    totalNumberOfSeats: v.number(),
    /** Seat numbers still free (1-based). */
    availableSeats: v.array(v.number()),
    /**
     * Seats held by unpaid bookings (not free, not sold): they free up when the hold lapses or the
     * traveller goes back. Optional on the wire so an answer from before it existed still reads.
     */
    heldSeats: v.optional(v.array(v.number()), []),
    isSub: v.boolean(),
    /** A Federal Government Palliative fare (also flagged when a terminal name says 'Palliative'). */
    isPalliative: v.boolean(),
  }),
  v.transform(withTerminalNames),
);
export type BusTrip = v.InferOutput<typeof busTripSchema>;

export const tripSearchResult = v.object({
  /** Direct outbound trips on the departure date. */
  departures: v.array(busTripSchema),
  /** Round trip: direct return trips on the return date (destination → departure). */
  arrivals: v.array(busTripSchema),
  /** When there is no direct outbound trip: trips from nearby terminals (same state) to the destination. */
  alternativeDepartures: v.array(busTripSchema),
  /** When there is no direct return trip: trips from the destination to terminals near the departure. */
  alternativeArrivals: v.array(busTripSchema),
  /** 1 when departures is empty but alternativeDepartures is not. */
  suggestedOneWay: v.picklist([0, 1]),
  /** 1 on a round trip when arrivals is empty but alternativeArrivals is not. */
  suggestedReturn: v.picklist([0, 1]),
});
export type TripSearchResult = v.InferOutput<typeof tripSearchResult>;
export const tripSearchResponse = envelopeSchema(tripSearchResult);

// ---- the price of a booking ------------------------------------------------------------------

/** What a booking costs, kobo: the fares, what the traveller saves, and what they pay. */
export type BookingPrice = { subtotal: number; discount: number; total: number };

/**
 * Spec 2 §9 with spec 1 §1: fare × adults, plus the return fare × adults on a round trip; a
 * signed-in traveller saves SIGNED_IN_DISCOUNT_PERCENT of that, rounded to the nearest whole naira
 * (half up) so every amount shown, paid or typed into a bank transfer stays in whole naira like
 * the fares; a guest saves nothing. The server prices every booking with this; the client only
 * uses it to show the Trip Summary before the server answers.
 */
export function priceBooking(outboundFare: number, returnFare: number | undefined, adults: number, signedIn: boolean): BookingPrice {
  const subtotal = outboundFare * adults + (returnFare ?? 0) * adults;
  const discount = signedIn ? Math.round((subtotal * SIGNED_IN_DISCOUNT_PERCENT) / 10_000) * 100 : 0;
  return { subtotal, discount, total: subtotal - discount };
}

// ---- POST /booking ----------------------------------------------------------------------------

/**
 * seatRegistrations: '<tripId>:<seat>,<seat>' and, for a round trip, ';<returnTripId>:<seat>,…'
 * (spec 1 §3: the trip-registration id and seat list, the return part after a semicolon).
 */
export type SeatRegistration = { tripId: number; seats: number[] };

export const formatSeatRegistrations = (outbound: SeatRegistration, ret?: SeatRegistration) =>
  [outbound, ret].filter((r): r is SeatRegistration => Boolean(r)).map((r) => `${r.tripId}:${r.seats.join(',')}`).join(';');

export function parseSeatRegistrations(s: string): SeatRegistration[] | undefined {
  const parts = s.split(';');
  if (parts.length < 1 || parts.length > 2) return undefined;
  const out: SeatRegistration[] = [];
  for (const part of parts) {
    const m = /^(\d+):(\d+(?:,\d+)*)$/.exec(part.trim());
    if (!m) return undefined;
    out.push({ tripId: Number(m[1]), seats: m[2]!.split(',').map(Number) });
  }
  return out;
}

export const genderSchema = v.pipe(intLike(), v.picklist([0, 1], 'Gender is 0 (male) or 1 (female).'));
export const nameSchema = (what: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(2, `${what} is required.`), v.maxLength(LIMITS.name, `${what} is too long.`), typedText(what));
/** A row id (int4 column). */
const rowId = (message?: string) => v.pipe(intLike(), v.minValue(1, message), v.maxValue(INT4_MAX, message));
/** A small code (smallint column). */
const smallCode = (message?: string) => v.pipe(intLike(), v.minValue(0, message), v.maxValue(SMALLINT_MAX, message));

const SEAT_FORMAT = 'Seats must be given as trip and seat numbers, like "12:1,2" or "12:1,2;40:3,4".';
/** Trip ids fit their column, seats are 1..SEAT_NUMBER_MAX, at most ADULTS_MAX per leg. */
const seatRegistrationsInRange = (s: string) =>
  parseSeatRegistrations(s)?.every((leg) => leg.tripId >= 1 && leg.tripId <= INT4_MAX && leg.seats.length <= ADULTS_MAX && leg.seats.every((n) => n >= 1 && n <= SEAT_NUMBER_MAX)) ?? true;

export const beneficiarySchema = v.object({ fullName: nameSchema('Passenger name'), Gender: genderSchema });

export const createBookingRequest = v.pipe(
  v.object({
    tripType: v.pipe(intLike(), v.picklist([0, 1])),
    /** The gateway's enum id (spec 2 §9). */
    paymentMethod: v.pipe(intLike(), v.minValue(1), v.maxValue(SMALLINT_MAX, 'Payment method is not one we accept.')),
    bookingType: v.optional(smallCode(), 2),
    passengerType: v.optional(smallCode(), 0),
    firstName: nameSchema('First name'),
    lastName: v.optional(text(LIMITS.name, 'Last name', { tooLong: 'Last name is too long.' }), ''),
    gender: genderSchema,
    routeId: rowId(),
    routeIdReturn: v.optional(v.nullable(rowId())),
    /** Sent by the client for display only; the server computes every amount (and the discount) itself. */
    onewayAmount: ignoredScalar,
    returnAmount: ignoredScalar,
    totalAmount: ignoredScalar,
    travelDocumentId: ignoredScalar,
    email: emailSchema,
    phoneNumber: contactPhoneSchema,
    nextOfKinName: nameSchema('Next of kin name'),
    nextOfKinPhone: contactPhoneSchema,
    seatRegistrations: v.pipe(
      v.string(),
      v.maxLength(200, SEAT_FORMAT),
      v.check((s) => parseSeatRegistrations(s) !== undefined, SEAT_FORMAT),
      v.check(seatRegistrationsInRange, `Seats are numbered 1 to ${SEAT_NUMBER_MAX}, at most ${ADULTS_MAX} per trip.`),
    ),
    vehicleTripRegistrationId: rowId(),
    beneficiaries: v.optional(v.pipe(v.array(beneficiarySchema), v.maxLength(ADULTS_MAX, `At most ${ADULTS_MAX} adults per booking.`)), []),
    isSub: v.optional(v.boolean(), false),
  }),
  v.check((b) => b.phoneNumber !== b.nextOfKinPhone, 'Passenger and Next of Kin Phone No. should not be the same!!!'),
);
export type CreateBookingRequest = v.InferInput<typeof createBookingRequest>;

export const createBookingResult = v.object({
  bookingReferenceCode: v.string(),
  /** Total to pay, kobo, computed by the server: already net of `discount`. */
  amount: v.number(),
  /**
   * What the server took off the fares, kobo: the signed-in discount (spec 1 §1), 0 for a guest.
   * Optional on the wire so an answer from before it existed still reads.
   */
  discount: v.optional(v.number(), 0),
  /**
   * ISO instant until which the seats are held: UNPAID_HOLD_MINUTES after creation. Starting a
   * payment extends the hold on the server; read it again from there, never compute it here.
   */
  holdExpiresAt: v.string(),
});
export type CreateBookingResult = v.InferOutput<typeof createBookingResult>;
export const createBookingResponse = envelopeSchema(createBookingResult);

/**
 * How long a pending booking holds its seats once its payment starts: the bank-transfer window
 * (spec 2 §9, 30 minutes), counted from the start of the payment.
 */
export const BOOKING_HOLD_MINUTES = 30;

/**
 * How long a new booking holds its seats before a payment starts: long enough to choose a payment
 * method, short enough that an abandoned checkout gives its seats back soon.
 */
export const UNPAID_HOLD_MINUTES = 10;

/** Refusals of POST /booking when one client or contact already holds too much unpaid (HTTP 429). */
export const HOLD_LIMIT_MESSAGES = {
  /** Per e-mail or phone: the traveller's own bookings, so it says what to do with them. */
  contact: (bookings: number, seats: number, minutes: number) =>
    `This e-mail or phone number already has the most unpaid bookings allowed at once (${bookings} bookings or ${seats} seats). To book again, pay for one of them or release its seats, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** Per client address: may be shared by many phones, so it names nobody's booking. */
  address: (minutes: number) =>
    `Too many seats are held unpaid from your network right now. To book again, pay for or release a booking you started, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

// ---- POST /Booking/unpaidlimits ----------------------------------------------------------------

/**
 * POST /Booking/unpaidlimits: would POST /booking of `seats` seats, from this connection, be refused
 * now by the unpaid-booking limits (HOLD_LIMIT_MESSAGES)? Asked by checkout before its steps (the
 * connection, and a signed-in account's own e-mail and phone) and at its contact step (the e-mail
 * and phone typed), so the traveller meets the limit before the Trip Summary, not after it. The
 * server counts exactly as POST /booking does (server/services/booking/hold-limits.ts).
 */
export const unpaidLimitsRequest = v.object({
  /** Seats the booking would hold, both legs of a round trip together. */
  seats: v.pipe(intLike(), v.minValue(1, 'At least one seat.'), v.maxValue(ADULTS_MAX * 2, `At most ${ADULTS_MAX} seats on each trip.`)),
  /** The trips chosen: the traveller's own unpaid booking on them, from here with this contact, is replaced by the new one, so it does not count. */
  tripIds: v.optional(v.pipe(v.array(rowId('Not a trip.')), v.maxLength(2, 'At most two trips.')), []),
  /** The e-mail and phone the booking would carry; each left out counts the signed-in account's own. */
  email: v.optional(emailSchema),
  phoneNumber: v.optional(contactPhoneSchema),
});
export type UnpaidLimitsRequest = v.InferInput<typeof unpaidLimitsRequest>;

const heldCountSchema = v.object({ bookings: v.number(), seats: v.number() });

export const unpaidLimitsResult = v.object({
  /** True when POST /booking of these seats would be refused (429) now. */
  refused: v.boolean(),
  /** What refuses it: the e-mail or phone ('contact') or this connection ('address'); null when nothing does. */
  limit: v.nullable(v.picklist(['contact', 'address'])),
  /** The sentence POST /booking would answer, saying how to go on; '' when not refused. */
  message: v.string(),
  /** ISO instant the limit that refuses frees by itself (its first hold lapses); null when not refused. */
  freesAt: v.nullable(v.string()),
  /** Unpaid bookings and seats held now by this connection, and by the e-mail and phone counted (null: none counted). */
  held: v.object({ address: heldCountSchema, email: v.nullable(heldCountSchema), phone: v.nullable(heldCountSchema) }),
  /** A signed-in customer's own unpaid bookings still holding seats, newest first; [] for a guest. */
  pending: v.array(bookingHistoryRowSchema),
});
export type UnpaidLimits = v.InferOutput<typeof unpaidLimitsResult>;
export const unpaidLimitsResponse = envelopeSchema(unpaidLimitsResult);

// ---- POST /Booking/release ---------------------------------------------------------------------

const RELEASE_NEEDS_CONTACT = "The booking's phone number or e-mail is required.";

/**
 * POST /Booking/release { ref, contact? }: the traveller leaves checkout before paying, or lets a
 * pending booking go from their tickets or history, so the unpaid booking is cancelled (2) and its
 * seats are free at once. `contact` is the booking's phone (any form) or e-mail (any case); a
 * signed-in customer may leave it out for a booking of theirs (made while signed in, or with their
 * e-mail or phone). A booking that is paid, or whose payment has started, is never released: its
 * hold ends with the payment or when it lapses.
 */
export const releaseBookingRequest = v.object({
  ref: v.pipe(v.string(), v.trim(), v.minLength(1, 'A reference is required.'), v.maxLength(LIMITS.reference), typedText('The reference')),
  contact: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, RELEASE_NEEDS_CONTACT), v.maxLength(120), typedText('The contact'))),
});
export type ReleaseBookingRequest = v.InferInput<typeof releaseBookingRequest>;
export const releaseBookingResult = v.object({
  bookingReferenceCode: v.string(),
  /** Spec 1 §4 code after the call: 2 (cancelled) when released now; 5 or 6 when it had already ended. */
  bookingStatus: v.number(),
});
export type ReleaseBookingResult = v.InferOutput<typeof releaseBookingResult>;
export const releaseBookingResponse = envelopeSchema(releaseBookingResult);

export const RELEASE_MESSAGES = {
  needContact: RELEASE_NEEDS_CONTACT,
  released: (ref: string) => `Booking ${ref} is cancelled and its seats are free again.`,
  alreadyOver: (ref: string) => `Booking ${ref} was no longer holding seats.`,
  notFound: (ref: string) => `We found no booking ${ref} with that phone number or e-mail.`,
  paid: (ref: string) => `Booking ${ref} is paid, so its seats cannot be released here.`,
  paying: (ref: string) =>
    `Payment for booking ${ref} has started, so its seats stay held until the payment ends or the hold lapses. Cancel it on the payment page to free them.`,
  /** The provider says the money arrived: the booking is being confirmed, not released. */
  paymentArrived: (ref: string) => `The payment for booking ${ref} has arrived, so it is being confirmed rather than released. Check its status in a moment.`,
  /** The provider could not be asked whether the started payment went through: nothing is released blind. */
  cannotAsk: (ref: string) => `We could not check whether the payment for booking ${ref} went through, so its seats stay held for now. Please try again in a minute.`,
} as const;

// ---- the ticket ------------------------------------------------------------------------------

/**
 * The one ticket shape: what a confirmed payment answers, and what the app shows of a booking it
 * looked up (contract/tickets.ts ticketOf derives it from the booking status).
 */
const ticketPassengerSchema = v.object({
  fullName: v.string(),
  seatNumber: v.number(),
  /** Set on a ticket read from the booking status (its seat is printed); a confirmed payment leaves it out. */
  checkedIn: v.optional(v.boolean()),
});
export type TicketPassenger = v.InferOutput<typeof ticketPassengerSchema>;

export const ticketLegSchema = v.object({
  routeName: v.string(),
  departureTerminal: v.string(),
  destinationTerminal: v.string(),
  departureDate: v.string(),
  departureTime: v.string(),
  vehicleName: v.string(),
  passengers: v.array(ticketPassengerSchema),
});
/**
 * A leg as the ticket view shows it. `tracking`, the leg's live tracking link, is only on a ticket
 * made from a confirmed booking's status (contract/tickets.ts ticketOf); the schema leaves it out
 * so the first load, which has this file, does not carry the tracking link's schema.
 */
export type TicketLeg = v.InferOutput<typeof ticketLegSchema> & { tracking?: TrackingLink };

/** Spec 1 §3 'Confirmed ticket response' plus the passengers and seats the ticket shows. */
export const ticketSchema = v.object({
  bookingReference: v.string(),
  /** Booking status code (spec 1 §4): 0 pending, 1 confirmed, 2 cancelled, 5 expired, 6 failed. */
  bookingStatus: v.number(),
  Route: v.string(),
  departureTerminal: v.string(),
  destinationTerminal: v.string(),
  departureDate: v.string(),
  departureTime: v.string(),
  /** What was paid (or is due), kobo: net of `discount`. */
  amount: v.number(),
  /**
   * The signed-in discount taken off the fares, kobo; 0 or absent: none (a guest's booking, or a
   * ticket saved on the device before it existed).
   */
  discount: v.optional(v.number()),
  email: v.string(),
  phoneNumber: v.string(),
  outbound: ticketLegSchema,
  return: v.nullable(ticketLegSchema),
  /**
   * The signed ticket's QR text (contract/ticket-signature.ts), on a confirmed booking; what the
   * QR code shows. Absent on a ticket that is not confirmed, or saved before tickets were signed
   * (the QR then shows the reference alone).
   */
  ticketQr: v.optional(v.string()),
});
export type Ticket = Omit<v.InferOutput<typeof ticketSchema>, 'outbound' | 'return'> & { outbound: TicketLeg; return: TicketLeg | null };
