import * as v from 'valibot';
import { ticketSchema, type Ticket, type TicketLeg } from './booking';
import { departureEntries } from './departure';
import { envelopeSchema } from './envelope';
import { trackingLinkSchema } from './tracking-link';
import { INT4_MAX, LIMITS, typedText } from './validation';

/** Spec 2 §7.3 booking status and self check-in; spec 1 §4 status codes and check-in rules. */

/** One row per seat (spec 1 §3 'Booking'), flattened from upstream's nested trip objects. */
export const bookingSeatRowSchema = v.object({
  bookingReferenceCode: v.string(),
  /** 0 Pending, 1 Confirmed, 2 Cancelled, 3 Created, 4 Declined, 5 Expired, 6 Failed. */
  bookingStatus: v.number(),
  isPrinted: v.boolean(),
  /** kobo */
  amount: v.number(),
  seatNumber: v.number(),
  fullName: v.string(),
  /** 0 male, otherwise female. */
  gender: v.number(),
  phoneNumber: v.string(),
  nextOfKinName: v.string(),
  routeName: v.string(),
  departureTerminalName: v.string(),
  destinationTerminalName: v.string(),
  departureTerminalId: v.number(),
  departureLatitude: v.number(),
  departureLongitude: v.number(),
  ...departureEntries,
  createdDate: v.string(),
  /** True for seats of the return leg of a round trip. */
  isReturn: v.boolean(),
  vehicleName: v.string(),
  /** 0 adult, otherwise child. */
  passengerType: v.number(),
  /**
   * The seat's trip's live tracking link (contract/tracking-link.ts): only on a confirmed
   * booking's rows, for a trip whose bus has a tracker. Absent on tickets saved before it existed.
   */
  tracking: v.optional(trackingLinkSchema),
});
export type BookingSeatRow = v.InferOutput<typeof bookingSeatRowSchema>;

/**
 * The one booking shape the app keeps: what the look-up answers, what a confirmed payment answers
 * beside its ticket (`booking` below), and what the ticket vault stores (src/offline/ticket-vault.ts).
 * Its owner view, every row's phoneNumber and nextOfKinName filled in, goes only to a caller who
 * proved the booking: the look-up with its contact, the confirm or wallet payment from the browser
 * that made it or by the signed-in account that owns it. Anyone else gets them empty.
 */
export const bookingStatusSchema = v.object({
  Object: v.object({
    refCode: v.string(),
    createdDate: v.string(),
    departureDate: v.string(),
    /** Sum of every seat's amount, kobo. */
    totalAmount: v.number(),
    /**
     * The signed ticket's QR text (contract/ticket-signature.ts: `FRE-… K1 <signature>`), on a
     * confirmed booking only; absent on tickets saved before signing, which the next look-up online
     * replaces.
     */
    ticketQr: v.optional(v.string()),
    /**
     * A pending booking still holding its seats: until when (ISO); it can be paid or released until
     * then, and reads Expired (5) after. Absent on any other booking, and on copies saved before it existed.
     */
    holdExpiresAt: v.optional(v.string()),
    /** With holdExpiresAt: a payment has started with a provider, so the seats cannot be released until it ends. */
    paymentUnderWay: v.optional(v.boolean()),
  }),
  userData: v.array(bookingSeatRowSchema),
});
export type BookingStatus = v.InferOutput<typeof bookingStatusSchema>;
/**
 * The booking's seat rows as the one ticket (contract/booking.ts): a leg per direction with its
 * passengers, seats and whether each has checked in. A booking whose outbound seats are all gone
 * (taken after its hold lapsed) shows its return as the trip; one with no seat row has no ticket.
 * The status carries no e-mail nor discount: they read '' and none.
 */
export function ticketOf(status: BookingStatus): Ticket | undefined {
  const legOf = (rows: BookingSeatRow[]): TicketLeg | null => {
    const first = rows[0];
    if (!first) return null;
    return {
      routeName: first.routeName,
      departureTerminal: first.departureTerminalName,
      destinationTerminal: first.destinationTerminalName,
      departureDate: first.departureDate,
      departureTime: first.departureTime,
      vehicleName: first.vehicleName,
      tracking: first.tracking,
      passengers: rows.map((row) => ({ fullName: row.fullName, seatNumber: row.seatNumber, checkedIn: row.isPrinted })),
    };
  };
  const outbound = legOf(status.userData.filter((row) => !row.isReturn));
  const back = legOf(status.userData.filter((row) => row.isReturn));
  const trip = outbound ?? back;
  const first = status.userData[0];
  if (!trip || !first) return undefined;
  return {
    bookingReference: status.Object.refCode,
    bookingStatus: first.bookingStatus,
    Route: trip.routeName,
    departureTerminal: trip.departureTerminal,
    destinationTerminal: trip.destinationTerminal,
    departureDate: trip.departureDate,
    departureTime: trip.departureTime,
    amount: status.Object.totalAmount,
    email: '',
    phoneNumber: first.phoneNumber,
    outbound: trip,
    return: outbound ? back : null,
    ...(status.Object.ticketQr ? { ticketQr: status.Object.ticketQr } : {}),
  };
}

/**
 * Every confirm call, and the wallet payment, answers the ticket (spec 1 §3 'Confirmed ticket
 * response', contract/booking.ts) and the booking it was issued for, as the look-up shows it:
 * the app keeps `booking` in the ticket vault as it came, with no second look-up. The owner view
 * (the ticket's email and phoneNumber, the rows' phone and next of kin) goes only to whoever proved
 * the booking (see bookingStatusSchema); a reference alone gets them empty. `booking` is absent
 * only for a booking with no seat row left, which no look-up finds either.
 */
export const confirmedTicketSchema = v.object({ ...ticketSchema.entries, booking: v.optional(bookingStatusSchema) });
export type ConfirmedTicket = v.InferOutput<typeof confirmedTicketSchema>;
export const confirmResponse = envelopeSchema(confirmedTicketSchema);

/**
 * GET /Booking/limited?BookingRefCode=REF[&Contact=PHONE_OR_EMAIL]. Without Contact, or with one
 * that is not the booking's phone (any form) or e-mail (any case), every row's phoneNumber and
 * nextOfKinName are empty: a reference alone shows names, seats, route and status, enough for the
 * ticket and check-in, but not how to reach the traveller or their next of kin.
 */
export const bookingStatusResponse = envelopeSchema(bookingStatusSchema);
export const bookingStatusQuery = v.object({
  BookingRefCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'A reference is required.'), v.maxLength(LIMITS.reference, 'A reference is at most 40 characters.'), typedText('The reference')),
  Contact: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120), typedText('Contact'))),
});

/** Look-ups by reference (status, check-in, release) answer 429 with this once a connection has made too many. */
export const lookupLimitMessage = (seconds: number) =>
  `Too many booking look-ups from this connection. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

export const bookingNotFoundMessage = (ref: string) =>
  `Booking Status not found for this particular Booking Reference ${ref}, Please try again.`;

/** GET /SeatManagement/getseatSelf/refcode/{ref}/{terminalId}?latitude=&longitude= */
export const checkInParams = v.object({
  ref: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.reference, 'A reference is at most 40 characters.'), typedText('The reference')),
  terminalId: v.pipe(v.string(), v.maxLength(10), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
});
const coordinate = (min: number, max: number, name: string) =>
  v.pipe(v.string(), v.maxLength(40, `${name} must be a number.`), v.transform(Number), v.number(`${name} must be a number.`), v.minValue(min), v.maxValue(max));
export const checkInQuery = v.object({
  latitude: coordinate(-90, 90, 'Latitude'),
  longitude: coordinate(-180, 180, 'Longitude'),
});
export const checkInResponse = envelopeSchema(v.nullable(v.unknown()));
/** A check-in as the app asks for it and the server's rule checks it: the path's booking and terminal, the query's position. */
export type CheckInRequest = { reference: string } & Omit<v.InferOutput<typeof checkInParams>, 'ref'> & v.InferOutput<typeof checkInQuery>;

export const CHECKIN_MESSAGES = {
  success: 'YOU ARE CHECKED IN!!!',
  error: 'ERROR WHILE TRYING TO CHECK YOU IN, PLEASE TRY AGAIN!!!',
  tooFar: 'YOU MUST BE LESS THAN 300KM TO THE TERMINAL TO CHECKED IN.',
  needLocation: 'You must grant location access to Check In.',
  tooLate: "We could not check you in because it's almost departure time. Please go to the counter for support.",
  invalidRef: 'Invalid RefCode!!!, Please try again.',
} as const;

/** Great-circle distance in km (haversine): the check-in rule measures this to the terminal. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
