import * as v from 'valibot';
import { busTripSchema } from './booking';
import { envelopeSchema } from './envelope';
import { ADULTS_MAX, SEAT_NUMBER_MAX, SEAT_WINDOW_DAYS } from './limits';
import { referenceSchema } from './payment';
import { INT4_MAX, intLike, LIMITS, typedText, ymdSchema } from './validation';

/*
 * Self-service reschedule (issue 18; spec 2 §9 'Reschedule of missed bus N1000'). A confirmed
 * booking moves one of its legs to another bus on the same route, with new seats for everyone on
 * that leg. The booking keeps its reference; each reschedule has one of its own ('RSC-…'), which
 * the fee's payment, its webhook and the traveller's status page name.
 *
 * The rules are named here once: the server enforces them (server/services/reschedule/),
 * and /reschedule shows them in these words (RESCHEDULE_RULE_LINES).
 */

export const RESCHEDULE_RULES = {
  /** A reschedule is free until this many minutes before the bus leaves. */
  freeUntilMinutesBefore: 120,
  /** Spec 2 §9 'Reschedule of missed bus N1000': after the free time, once per reschedule, whatever the number of passengers (kobo). */
  feeKobo: 100_000,
  /** A missed bus may still be rescheduled this many hours after it left. */
  missedGraceHours: 48,
  /** How many times one booking may be rescheduled in all. */
  maxPerBooking: 2,
  /** While the fee is paid, the new seats are held this long (the bank-transfer window); unpaid, they are released. */
  holdMinutes: 30,
} as const;

/** The sentences /reschedule shows: every rule above, as the traveller reads it. */
export const RESCHEDULE_RULE_LINES: readonly string[] = [
  `Free until ${RESCHEDULE_RULES.freeUntilMinutesBefore / 60} hours before your bus leaves.`,
  `After that, and for a missed bus up to ${RESCHEDULE_RULES.missedGraceHours} hours after it left, a reschedule costs ₦${(RESCHEDULE_RULES.feeKobo / 100).toLocaleString('en-US')} per booking, however many passengers.`,
  `Move to another bus on the same route, leaving from tomorrow up to ${SEAT_WINDOW_DAYS} days ahead, with new seats for everyone on that trip.`,
  "The new bus's fare must not be higher than your bus's. Moving to a cheaper bus does not refund the difference.",
  `A booking can be rescheduled at most ${RESCHEDULE_RULES.maxPerBooking} times, and keeps its booking reference.`,
  `While you pay the fee, your new seats are held for ${RESCHEDULE_RULES.holdMinutes} minutes. If the payment does not arrive, they are released and your booking stays as it was.`,
  'A trip you have checked in for cannot be rescheduled here: please ask at the terminal counter.',
];

/** What rescheduling a leg costs at `now`: free, the fee ('late': less than the free time before departure, or a missed bus), or no longer possible ('closed'). */
export type RescheduleCharge = { kind: 'free' | 'late' | 'closed'; feeKobo: number };

export function rescheduleCharge(departsAt: Date | string, now: Date): RescheduleCharge {
  const leaves = new Date(departsAt).getTime();
  const at = now.getTime();
  if (at < leaves - RESCHEDULE_RULES.freeUntilMinutesBefore * 60_000) return { kind: 'free', feeKobo: 0 };
  if (at < leaves + RESCHEDULE_RULES.missedGraceHours * 3_600_000) return { kind: 'late', feeKobo: RESCHEDULE_RULES.feeKobo };
  return { kind: 'closed', feeKobo: 0 };
}

/** A reschedule's reference: 'RSC-' and the booking references' 10 symbols. */
export const RESCHEDULE_REFERENCE = /^RSC-[A-HJ-NP-Z2-9]{10}$/;
export const isRescheduleReference = (reference: string) => RESCHEDULE_REFERENCE.test(reference.trim().toUpperCase());

/** Where the card checkout returns the traveller: /reschedule?reference=RSC-… (the page confirms the fee there). */
export const RESCHEDULE_CALLBACK = { path: '/reschedule', param: 'reference' } as const;

/** How the fee is paid (spec 2 §9 gateway ids): card (5, Paystack's checkout), bank transfer (26, /aza-pay's provider), wallet with PIN (23, signed in). */
export const RESCHEDULE_GATEWAY = { card: 5, transfer: 26, wallet: 23 } as const;
export const RESCHEDULE_GATEWAYS: readonly number[] = Object.values(RESCHEDULE_GATEWAY);

export const RESCHEDULE_MESSAGES = {
  notFound: (ref: string) => `We found no booking ${ref} with that phone number. Check the reference and the phone number the booking was made with.`,
  phoneNeeded: 'Enter the phone number the booking was made with.',
  tooManyGuesses: 'Too many wrong phone numbers for this booking. Please try again in an hour.',
  pending: (ref: string) => `Booking ${ref} is not paid yet, so it cannot be rescheduled.`,
  closed: (ref: string, state: string) => `Booking ${ref} is ${state}, so it cannot be rescheduled. Please book a new trip.`,
  tooLate: `This bus left more than ${RESCHEDULE_RULES.missedGraceHours} hours ago, so it can no longer be rescheduled. Please book a new trip.`,
  tooMany: (ref: string) => `Booking ${ref} has already been rescheduled ${RESCHEDULE_RULES.maxPerBooking} times, the most allowed.`,
  checkedIn: 'You checked in for this bus, so it cannot be rescheduled here. Please ask at the terminal counter.',
  noReturn: 'This booking has no return trip.',
  noDates: 'There is no date left to move this trip to: your other trip leaves too soon after (or before) it.',
  sameTrip: 'That is the bus you are already booked on. Choose another one.',
  otherRoute: 'The new bus must travel the same route as your booking.',
  dearer: "This bus's fare is higher than your bus's. Choose a bus with the same fare or a cheaper one.",
  left: 'This bus has already left. Please choose another one.',
  beforeReturn: 'Your outbound bus must leave before your return trip.',
  afterOutbound: 'Your return bus must leave after your outbound trip.',
  noBus: 'This bus is no longer available. Please choose another one.',
  chooseMethod: 'Choose how to pay the reschedule fee: card, bank transfer or wallet.',
  walletSignIn: 'Sign in to pay from your wallet.',
  pinNeeded: 'Enter your 4-digit wallet PIN.',
  paymentUnavailable: 'This payment method is not available at the moment. Please choose another one.',
  paymentNotOpened: 'We could not open your payment. Please try again.',
  unknown: 'No reschedule found for this reference.',
  done: 'Your trip is rescheduled.',
  expired: `The fee was not paid within ${RESCHEDULE_RULES.holdMinutes} minutes, so the new seats were released. Your booking is unchanged.`,
  cancelled: 'The fee was not paid, so your booking is unchanged.',
  failed: 'We could not move your booking: it changed, or the new seats were taken, before the fee arrived. Your booking is unchanged.',
  offline: 'Rescheduling needs a connection: finding your booking, the buses and their seats, and paying happen on the server. Your saved tickets still open in My tickets.',
} as const;

// ---- requests ------------------------------------------------------------------------------

/** Which trip of the booking moves: the outbound, or the return of a round trip. */
export const LEGS = ['outbound', 'return'] as const;
export type RescheduleLeg = (typeof LEGS)[number];

/**
 * Who may reschedule: a signed-in traveller their own booking (the reference alone), anyone with
 * the reference and the phone number the booking was made with (any form: 080…, 234…, +234…).
 */
const owner = {
  ref: referenceSchema,
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.phone, 'Phone No. should not be greater than 11 characters'), typedText('Phone number')), ''),
};
const leg = v.optional(v.picklist(LEGS, 'Choose the outbound or the return trip.'), 'outbound');

/** POST /Reschedule/booking: the booking as rescheduling sees it (a POST: the phone stays out of URLs and logs). */
export const rescheduleLookupRequest = v.object(owner);
export type RescheduleLookupRequest = v.InferInput<typeof rescheduleLookupRequest>;

/** POST /Reschedule/trips: the buses a leg may move to on a date. */
export const rescheduleTripsRequest = v.object({ ...owner, leg, date: ymdSchema });

/** POST /Reschedule/request: move a leg to a trip and its seats; the fee's payment method (and the wallet's PIN) when one is due. */
export const rescheduleRequest = v.object({
  ...owner,
  leg,
  tripId: v.pipe(intLike('Choose a bus.'), v.minValue(1, 'Choose a bus.'), v.maxValue(INT4_MAX, 'Choose a bus.')),
  seats: v.pipe(
    v.array(v.pipe(v.number('Seats are numbers.'), v.integer('Seats are numbers.'), v.minValue(1, 'Choose seats on the bus.'), v.maxValue(SEAT_NUMBER_MAX, 'Choose seats on the bus.'))),
    v.minLength(1, 'Choose a seat for every passenger.'),
    v.maxLength(ADULTS_MAX, `At most ${ADULTS_MAX} seats.`),
  ),
  paymentMethod: v.optional(v.nullable(v.pipe(intLike(), v.check((n) => RESCHEDULE_GATEWAYS.includes(n), RESCHEDULE_MESSAGES.chooseMethod)))),
  pin: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, RESCHEDULE_MESSAGES.pinNeeded))),
});
export type RescheduleRequest = v.InferInput<typeof rescheduleRequest>;

/** GET /Reschedule/status/{ref}: a reschedule by its RSC- reference. */
export const rescheduleRefParam = v.object({ ref: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(RESCHEDULE_REFERENCE, 'Not a reschedule reference.')) });

// ---- answers --------------------------------------------------------------------------------

const passengerSchema = v.object({ fullName: v.string(), seatNumber: v.number(), checkedIn: v.boolean() });

/** One trip of the booking, with what moving it costs now (or why it cannot move). */
export const rescheduleLegSchema = v.object({
  leg: v.picklist(LEGS),
  tripId: v.number(),
  routeId: v.number(),
  routeName: v.string(),
  departureTerminal: v.string(),
  destinationTerminal: v.string(),
  departureDate: v.string(),
  departureTime: v.string(),
  departsAt: v.string(),
  vehicleName: v.string(),
  /** The bus's fare per seat, kobo: the new bus's may not be higher. */
  fare: v.number(),
  passengers: v.array(passengerSchema),
  /** What moving it costs now, kobo (0: free); null when it cannot move (refusal says why). */
  fee: v.nullable(v.number()),
  refusal: v.nullable(v.string()),
  /** The dates it may move to (the seat window, and before or after the booking's other trip). */
  dates: v.object({ min: v.string(), max: v.string() }),
});
export type RescheduleLegView = v.InferOutput<typeof rescheduleLegSchema>;

export const rescheduleBookingSchema = v.object({
  bookingReference: v.string(),
  /** Reschedules left for this booking (RESCHEDULE_RULES.maxPerBooking in all). */
  reschedulesLeft: v.number(),
  legs: v.array(rescheduleLegSchema),
});
export type RescheduleBooking = v.InferOutput<typeof rescheduleBookingSchema>;
export const rescheduleBookingResponse = envelopeSchema(rescheduleBookingSchema);

/** The buses a leg may move to on the date asked (same route, fare not higher, not the bus it is on), with their seats. */
export const rescheduleTripsSchema = v.object({ trips: v.array(busTripSchema), fee: v.number() });
export type RescheduleTrips = v.InferOutput<typeof rescheduleTripsSchema>;
export const rescheduleTripsResponse = envelopeSchema(rescheduleTripsSchema);

export const RESCHEDULE_STATUSES = ['awaiting-payment', 'done', 'expired', 'cancelled', 'failed'] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

const tripSideSchema = v.object({
  routeName: v.string(),
  departureTerminal: v.string(),
  destinationTerminal: v.string(),
  departureDate: v.string(),
  departureTime: v.string(),
  vehicleName: v.string(),
  seats: v.array(v.number()),
});
export type RescheduleTripSide = v.InferOutput<typeof tripSideSchema>;

/** A reschedule as its traveller sees it. Anyone holding the RSC- reference may ask: no phone or e-mail in it. */
export const rescheduleSummarySchema = v.object({
  reference: v.string(),
  status: v.picklist(RESCHEDULE_STATUSES),
  bookingReference: v.string(),
  leg: v.picklist(LEGS),
  /** kobo; 0 for a free reschedule. */
  fee: v.number(),
  paymentMethod: v.nullable(v.number()),
  createdAt: v.string(),
  /** An unpaid reschedule's seats are held until then. */
  expiresAt: v.nullable(v.string()),
  from: tripSideSchema,
  to: tripSideSchema,
  /** Card: the checkout to pay on while awaiting payment. */
  checkoutUrl: v.nullable(v.string()),
  /** Bank transfer: the account to pay into while awaiting payment. */
  account: v.nullable(v.object({ bankName: v.string(), accountName: v.string(), accountNo: v.string() })),
  /** Money that bought nothing (the booking changed, the seats were lost, a second payment) and goes back, said plainly. */
  refund: v.nullable(v.string()),
});
export type RescheduleSummary = v.InferOutput<typeof rescheduleSummarySchema>;
export const rescheduleSummaryResponse = envelopeSchema(rescheduleSummarySchema);
