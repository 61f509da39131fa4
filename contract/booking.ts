import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { ADULTS_MAX, ADULTS_MIN } from './limits';
import { contactPhoneSchema, emailSchema, intLike, ymdSchema } from './validation';

/** Spec 2 §7.3, the booking service: trip search, booking creation. Amounts are kobo. */

// ---- POST /Booking/availabletripdetails -------------------------------------------------------

export const tripSearchRequest = v.pipe(
  v.object({
    departureTerminalId: v.pipe(intLike(), v.minValue(1, 'Choose where you travel from.')),
    destinationTerminalId: v.pipe(intLike(), v.minValue(1, 'Choose where you travel to.')),
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
);
export type TripSearchRequest = v.InferInput<typeof tripSearchRequest>;
export type TripSearch = v.InferOutput<typeof tripSearchRequest>;

export const busTripSchema = v.object({
  /** The trip ("vehicle trip registration") id. */
  vehicleTripRegistrationId: v.number(),
  routeId: v.number(),
  /** 'Departure ==> Arrival'. */
  routeName: v.string(),
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
  isSub: v.boolean(),
  /** A Federal Government Palliative fare (also flagged when a terminal name says 'Palliative'). */
  isPalliative: v.boolean(),
});
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

const genderSchema = v.pipe(intLike(), v.picklist([0, 1], 'Gender is 0 (male) or 1 (female).'));
const nameSchema = (what: string) => v.pipe(v.string(), v.trim(), v.minLength(2, `${what} is required.`), v.maxLength(80, `${what} is too long.`));

export const beneficiarySchema = v.object({ fullName: nameSchema('Passenger name'), Gender: genderSchema });

export const createBookingRequest = v.pipe(
  v.object({
    tripType: v.pipe(intLike(), v.picklist([0, 1])),
    /** The gateway's enum id (spec 2 §9). */
    paymentMethod: v.pipe(intLike(), v.minValue(1)),
    bookingType: v.optional(intLike(), 2),
    passengerType: v.optional(intLike(), 0),
    firstName: nameSchema('First name'),
    lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
    gender: genderSchema,
    routeId: v.pipe(intLike(), v.minValue(1)),
    routeIdReturn: v.optional(v.nullable(intLike())),
    /** Sent by the client for display only; the server computes every amount itself. */
    onewayAmount: v.optional(v.unknown()),
    returnAmount: v.optional(v.unknown()),
    totalAmount: v.optional(v.unknown()),
    travelDocumentId: v.optional(v.unknown()),
    email: emailSchema,
    phoneNumber: contactPhoneSchema,
    nextOfKinName: nameSchema('Next of kin name'),
    nextOfKinPhone: contactPhoneSchema,
    seatRegistrations: v.pipe(v.string(), v.check((s) => parseSeatRegistrations(s) !== undefined, 'seatRegistrations must look like "12:1,2" or "12:1,2;40:3,4".')),
    vehicleTripRegistrationId: v.pipe(intLike(), v.minValue(1)),
    beneficiaries: v.optional(v.array(beneficiarySchema), []),
    isSub: v.optional(v.boolean(), false),
  }),
  v.check((b) => b.phoneNumber !== b.nextOfKinPhone, 'Passenger and Next of Kin Phone No. should not be the same!!!'),
);
export type CreateBookingRequest = v.InferInput<typeof createBookingRequest>;

export const createBookingResult = v.object({
  bookingReferenceCode: v.string(),
  /** Total to pay, kobo, computed by the server. */
  amount: v.number(),
  /** ISO instant until which the seats are held for payment. */
  holdExpiresAt: v.string(),
});
export type CreateBookingResult = v.InferOutput<typeof createBookingResult>;
export const createBookingResponse = envelopeSchema(createBookingResult);

/** How long a pending booking holds its seats: the bank-transfer window (spec 2 §9, 30 minutes). */
export const BOOKING_HOLD_MINUTES = 30;

// ---- the ticket a confirmed payment returns --------------------------------------------------

export const ticketLegSchema = v.object({
  routeName: v.string(),
  departureTerminal: v.string(),
  destinationTerminal: v.string(),
  departureDate: v.string(),
  departureTime: v.string(),
  vehicleName: v.string(),
  passengers: v.array(v.object({ fullName: v.string(), seatNumber: v.number() })),
});
export type TicketLeg = v.InferOutput<typeof ticketLegSchema>;

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
  amount: v.number(),
  email: v.string(),
  phoneNumber: v.string(),
  outbound: ticketLegSchema,
  return: v.nullable(ticketLegSchema),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;
