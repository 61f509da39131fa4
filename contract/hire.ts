import * as v from 'valibot';
import { genderSchema, nameSchema } from './booking';
import { envelopeSchema } from './envelope';
import { referenceSchema } from './payment';
import { contactPhoneSchema, emailSchema, ignoredScalar, intLike, LIMITS, text, ymdSchema } from './validation';

/**
 * Spec 2 §7.4 and §9, bus hire (/api/booking/HireBooking/*): vehicle options for a trip, the hire
 * request, its status, and the card confirmation (/api/payment/Payment/ProcessHiredServicePaystackPayment).
 * Amounts are kobo; distances km to 2 decimals; dates yyyy-mm-dd in Lagos (upstream splits
 * onewayPickupDate into day, month and year; one string keeps the URL and the schema simple).
 *
 * The server decides everything that costs money: it resolves the pick-up and drop-off addresses to
 * places itself, measures the road (the distance fields the client sends are for display only),
 * prices with priceHire, and holds each vehicle for every day it is away, so a vehicle is never
 * hired twice for a day.
 */

export const HIRE_SERVICE_TYPE = { oneWay: 0, roundTrip: 1 } as const;
/** Spec 2 §9: quantity 0 to 3 per vehicle model. */
export const HIRE_QUANTITY_MAX = 3;
/** Spec 2 §9: an unpaid hire (bank transfer, or a card never paid) lapses after this, and its vehicles are free again. */
export const HIRE_EXPIRY_MINUTES = 60;
/** Gateway list 2 (spec 2 §9); hire offers the card (5) and bank transfer (4 or 10), the bank USSD gateway hidden. */
export const HIRE_GATEWAY_LIST = 2;
export const HIRE_CARD_GATEWAY = 5;
export const HIRE_TRANSFER_GATEWAYS: readonly number[] = [4, 10];
export const HIRE_GATEWAYS: readonly number[] = [HIRE_CARD_GATEWAY, ...HIRE_TRANSFER_GATEWAYS];

export const HIRE_MESSAGES = {
  noHire: 'No hire found, please try again.',
  noBus: 'No bus found',
  sleepOverNote: 'N.B: Retaining Bus for night will include additional charges.',
  pickupRequired: 'Enter a pick-up address.',
  dropoffRequired: 'Enter a drop-off address.',
  departureWindow: 'Choose a pick-up date from tomorrow up to 14 days from today.',
  returnWindow: 'Choose a return date from the pick-up date up to 14 days after it.',
  returnMissing: 'Choose a return date for a round trip.',
  chooseVehicle: 'Choose at least one vehicle.',
  quantity: `Choose 0 to ${HIRE_QUANTITY_MAX} of each vehicle.`,
  unknownVehicle: 'That vehicle is not one we hire out.',
  notEnoughVehicles: 'Not enough of the vehicles you chose are free on those days. Please choose again.',
  gateway: 'Choose card or bank transfer to pay for your hire.',
  expired: 'This hire expired because it was not paid within 1 hour. Please hire again.',
  notFound: 'No hire found for this reference.',
  confirmFailed: 'An error occured while processing your request.',
  transferNote: 'Your booking expires after 1 hour if it is not paid.',
} as const;

/**
 * What the hire's card confirm answers beside CONFIRM_OUTCOME (contract/payment.ts), by `code`:
 * the app tells the views apart by it, never by the sentence.
 */
export const HIRE_CODES = {
  /** The hour passed unpaid: its vehicles are free again (HIRE_MESSAGES.expired). */
  expired: 'expired',
} as const;

/** A place as the hire request carries it: the formatted address the maps service gave. */
const address = (required: string) => v.pipe(text(LIMITS.address, 'Address'), v.minLength(1, required));
const serviceType = v.pipe(intLike(), v.picklist([0, 1], 'HiredServiceType is 0 (one way) or 1 (round trip).'));
const flag = v.optional(v.union([v.boolean(), v.pipe(v.picklist(['true', 'false']), v.transform((s) => s === 'true'))]), false);

/**
 * POST /HireBooking/bookingSearch. Round trip needs ReturnPickupDate; the return leg is the one-way
 * leg reversed (the server fills ReturnPickupLocation and ReturnDropoffLocation so; sent ones are
 * ignored). IsSleepOver counts on a round trip only.
 */
export const hireSearchRequest = v.object({
  OnewayPickupLocation: address(HIRE_MESSAGES.pickupRequired),
  OneWayDropoffLocation: address(HIRE_MESSAGES.dropoffRequired),
  OnewayPickupDate: ymdSchema,
  OnewayDistanceApart: ignoredScalar,
  HiredServiceType: serviceType,
  IsSleepOver: flag,
  ReturnPickupDate: v.optional(v.nullable(ymdSchema)),
  ReturnPickupLocation: v.optional(v.nullable(text(LIMITS.address, 'Address'))),
  ReturnDropoffLocation: v.optional(v.nullable(text(LIMITS.address, 'Address'))),
});
export type HireSearchRequest = v.InferInput<typeof hireSearchRequest>;

/** One vehicle model on offer for the trip (spec 1 §3, Vehicle option); prices kobo, for this trip's distance. */
export const hireVehicleOptionSchema = v.object({
  vehicleModelId: v.number(),
  vehicleModelName: v.string(),
  vehicleTotalNoSeats: v.number(),
  /** One vehicle, one way. */
  farePrice: v.number(),
  /** One vehicle kept overnight on a round trip. */
  sleepOverPrice: v.number(),
  /** Vehicles of this model already hired on any day of this trip. */
  noOfBookedVehicle: v.number(),
  /** Vehicles of this model still free for every day of this trip (never more than HIRE_QUANTITY_MAX are offered). */
  noOfAvailableVehicle: v.number(),
});
export type HireVehicleOption = v.InferOutput<typeof hireVehicleOptionSchema>;
export const hireSearchResult = v.object({
  vehicles: v.array(hireVehicleOptionSchema),
  /** The road distance the server measured, km. */
  onewayDistanceKm: v.number(),
  pickupLocation: v.string(),
  dropoffLocation: v.string(),
});
export type HireSearchResult = v.InferOutput<typeof hireSearchResult>;
/** code '1' with the options; no vehicle at all answers HIRE_MESSAGES.noBus. */
export const hireSearchResponse = envelopeSchema(hireSearchResult);

/** One line of hireVehicleDetail: how many of a model. */
export const hireVehicleLineSchema = v.object({
  vehicleModelId: v.pipe(intLike(), v.minValue(1, HIRE_MESSAGES.unknownVehicle), v.maxValue(1000, HIRE_MESSAGES.unknownVehicle)),
  quantity: v.pipe(intLike(), v.minValue(0, HIRE_MESSAGES.quantity), v.maxValue(HIRE_QUANTITY_MAX, HIRE_MESSAGES.quantity)),
});

/** POST /HireBooking/requestBooking: the hire service request (spec 2 §3). */
export const hireRequest = v.pipe(
  v.object({
    fullName: nameSchema('Full name'),
    gender: genderSchema,
    email: emailSchema,
    phoneNumber: contactPhoneSchema,
    nextOfKinName: nameSchema('Next of kin name'),
    nextOfKinPhone: contactPhoneSchema,
    address: v.pipe(text(LIMITS.address, 'Address'), v.minLength(1, 'Address is required.')),
    paymentMethod: v.pipe(intLike(), v.check((n) => HIRE_GATEWAYS.includes(n), HIRE_MESSAGES.gateway)),
    hiredServiceType: serviceType,
    onewayPickupLocation: address(HIRE_MESSAGES.pickupRequired),
    oneWayDropoffLocation: address(HIRE_MESSAGES.dropoffRequired),
    returnPickupLocation: v.optional(v.nullable(text(LIMITS.address, 'Address'))),
    returnDropoffLocation: v.optional(v.nullable(text(LIMITS.address, 'Address'))),
    onewayDistanceApart: ignoredScalar,
    returnDistanceApart: ignoredScalar,
    onewayPickupDate: ymdSchema,
    returnPickupDate: v.optional(v.nullable(ymdSchema)),
    isSleepOver: flag,
    hireVehicleDetail: v.pipe(v.array(hireVehicleLineSchema), v.minLength(1, HIRE_MESSAGES.chooseVehicle), v.maxLength(20, HIRE_MESSAGES.quantity)),
    amount: ignoredScalar,
  }),
  v.check((b) => b.phoneNumber !== b.nextOfKinPhone, 'Passenger and Next of Kin Phone No. should not be the same!!!'),
  v.check((b) => b.hireVehicleDetail.some((line) => line.quantity > 0), HIRE_MESSAGES.chooseVehicle),
);
export type HireRequest = v.InferInput<typeof hireRequest>;

/** The bank account a transfer hire is paid into. */
export const hireTransferAccountSchema = v.object({ bankName: v.string(), accountName: v.string(), accountNo: v.string() });

export const HIRE_STATUSES = ['awaiting-payment', 'paid', 'expired', 'cancelled'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** A hire as its owner sees it: the trip, the vehicles, what it costs and whether it is paid. */
export const hireSummarySchema = v.object({
  refCode: v.string(),
  status: v.picklist(HIRE_STATUSES),
  /** Total, kobo. */
  amount: v.number(),
  paymentMethod: v.number(),
  createdAt: v.string(),
  /** ISO instant an unpaid hire lapses. */
  expiresAt: v.string(),
  paidAt: v.nullable(v.string()),
  fullName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  hiredServiceType: v.number(),
  onewayPickupLocation: v.string(),
  oneWayDropoffLocation: v.string(),
  onewayPickupDate: v.string(),
  returnPickupDate: v.nullable(v.string()),
  isSleepOver: v.boolean(),
  onewayDistanceKm: v.number(),
  vehicles: v.array(v.object({ vehicleModelId: v.number(), vehicleModelName: v.string(), quantity: v.number(), seats: v.number() })),
  /** Bank transfer only. */
  account: v.nullable(hireTransferAccountSchema),
});
export type HireSummary = v.InferOutput<typeof hireSummarySchema>;

/** requestBooking answers refCode and amount (spec 2 §3), and where to pay: the card checkout, or the bank account. */
export const hireRequestResult = v.object({
  refCode: v.string(),
  amount: v.number(),
  paymentMethod: v.number(),
  expiresAt: v.string(),
  checkoutUrl: v.nullable(v.string()),
  account: v.nullable(hireTransferAccountSchema),
});
export type HireRequestResult = v.InferOutput<typeof hireRequestResult>;
export const hireRequestResponse = envelopeSchema(hireRequestResult);

/** GET /HireBooking/status/{ref} (ours): a transfer hire is asked about at its provider first, and an overdue one expired. */
export const hireRefParam = v.object({ ref: referenceSchema });
export const hireSummaryResponse = envelopeSchema(hireSummarySchema);

/** Card confirm (spec 2 §7.5) answers the summary with code '1' when paid, else a CONFIRM_OUTCOME code and message. */
export const hireConfirmResponse = envelopeSchema(v.nullable(hireSummarySchema));

// ---- the price (spec 2 §9) ------------------------------------------------------------------------

/** What the price reads of a chosen vehicle option: its two prices, and how many vehicles. */
export type HirePriceLine = Pick<HireVehicleOption, 'farePrice' | 'sleepOverPrice'> & { quantity: number };

/**
 * Spec 2 §9: one way = Σ farePrice × vehicles; round trip = Σ (2 × farePrice + sleepOverPrice) ×
 * vehicles. The spec writes the round trip as 'Σ (2 × farePrice + sleepOverPrice × vehicles)'; we read
 * the vehicle count as multiplying the whole bracket (each vehicle drives both legs), and the
 * sleep-over as charged only when 'Retain bus for the night' is ticked. Kobo in, kobo out; prices
 * are whole naira, so the spec's 'rounded to 1 decimal' never shows. The server charges this; the
 * client shows it in the Booking Summary.
 */
export function priceHire(lines: readonly HirePriceLine[], roundTrip: boolean, sleepOver: boolean): number {
  return lines.reduce((sum, line) => {
    const perVehicle = roundTrip ? 2 * line.farePrice + (sleepOver ? line.sleepOverPrice : 0) : line.farePrice;
    return sum + perVehicle * line.quantity;
  }, 0);
}

/** Where the card checkout returns the traveller, with our reference (spec 2 §2: 'reference' for hire payment). */
export const HIRE_CALLBACK = { path: '/call-back-hire', param: 'reference' } as const;
/** The bank-transfer hire's 'Transaction Pending' page, by reference. */
export const HIRE_TRANSFER_PAGE = '/bankTransferPayment';
