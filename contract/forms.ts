import * as v from 'valibot';
import { lagosToday } from './dates';
import { envelopeSchema } from './envelope';
import { MESSAGES } from './messages';
import { contactPhoneSchema, emailSchema, LIMITS, toInternationalPhone, typedText } from './validation';

/** Spec 1 §3 and §5, spec 2 §7.2 and §7.8: the feedback, route-suggestion and partner forms. */

const required = (label: string, max = 200, multiline = false) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.minLength(1, `${label} is required.`), v.maxLength(max, `${label} is too long.`), typedText(label, multiline));

/** Every submission carries this header; the server stores a key once, so a replay is harmless. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = v.pipe(
  v.string('An Idempotency-Key header is required.'),
  v.regex(/^[A-Za-z0-9-]{16,64}$/, 'The Idempotency-Key header must be 16 to 64 letters, digits or dashes.'),
);
/** The header as the server reads it (Hono gives header names in lower case). */
export const idempotencyHeader = v.object({ 'idempotency-key': idempotencyKeySchema });

/** What a stored submission answers; `queued` is set only by the service worker, never the server. */
export const formReceiptSchema = v.object({
  id: v.string(),
  queued: v.optional(v.boolean(), false),
});
export type FormReceipt = v.InferOutput<typeof formReceiptSchema>;
export const formReceiptResponse = envelopeSchema(formReceiptSchema);

// ---- feedback: POST /api/settings/api/CustomerFeedbacks -------------------------------------------

export const FEEDBACK_SUBJECT = 'Feedback from Website';
export const FEEDBACK_CATEGORIES = [
  { value: 1, label: 'Enquiry' },
  { value: 2, label: 'Query' },
  { value: 3, label: 'Emergency' },
  { value: 4, label: 'Feedback' },
] as const;
export const FEEDBACK_RECEIVED = 'We have Received your Feedback....Thank you.';

export const feedbackRequest = v.object({
  CustomerName: required('Name', 100),
  CustomerPhoneNumber: contactPhoneSchema,
  CustomerEmail: emailSchema,
  Category: v.pipe(
    v.union([v.string(), v.number()], 'Choose a category.'),
    v.transform(Number),
    v.picklist([1, 2, 3, 4], 'Choose a category.'),
  ),
  Body: required('Message', LIMITS.freeText, true),
  Subject: v.literal(FEEDBACK_SUBJECT, `Subject must be '${FEEDBACK_SUBJECT}'.`),
});

// ---- route suggestion: POST /api/settings/route/addnewsuggestedroute -----------------------------

export const SUGGESTION_PHONE_MESSAGE = 'Phone No should be 11 digit';
export const ROUTE_SUGGESTED = 'Thank you! Your route suggestion has been received.';

/** Spec 1 §5: the suggestion phone is sent as +234 and ten digits, 14 characters in all. */
export const suggestionPhoneSchema = v.pipe(
  v.string(SUGGESTION_PHONE_MESSAGE),
  v.transform(toInternationalPhone),
  v.regex(/^\+234\d{10}$/, SUGGESTION_PHONE_MESSAGE),
);

export const routeSuggestionRequest = v.object({
  /** Not in the upstream payload, but the form requires it (spec 1 §5); kept with the suggestion. */
  FullName: required('Name', 100),
  DepartureState: required('Departure state', 60),
  DepartureLocation: required('Departure location'),
  ArrivalState: required('Arrival state', 60),
  ArrivalLocation: required('Arrival location'),
  Email: emailSchema,
  PhoneNumber: suggestionPhoneSchema,
});

// ---- partner enquiry: POST /api/settings/PartnerEnquiry --------------------------------------------

export const PARTNER_THANKS = 'Thanks for your enquiry! We would get back to you within the next 48 hours';
export const PARTNER_TYPE = { corporate: 0, individual: 1 } as const;
export const FIRST_VEHICLE_YEAR = 2013;

/** The years a partner vehicle may be from: 2013 to this year in Lagos, newest first. */
export function partnerVehicleYears(today: string = lagosToday()): number[] {
  const last = Number(today.slice(0, 4));
  return Array.from({ length: last - FIRST_VEHICLE_YEAR + 1 }, (_, i) => last - i);
}

/** Every partner field answers with the spec's one message (spec 1 §5). */
const field = (max = 200) =>
  v.pipe(v.string(MESSAGES.allFieldsRequired), v.trim(), v.minLength(1, MESSAGES.allFieldsRequired), v.maxLength(max, MESSAGES.allFieldsRequired), typedText('This field'));
/** Partner phones: 11 digits, with the Nigerian-number message. */
export const partnerPhoneSchema = v.pipe(v.string(MESSAGES.allFieldsRequired), v.trim(), v.regex(/^0\d{10}$/, MESSAGES.nigerianNumber));

export const partnerVehicleSchema = v.object({
  make: field(60),
  model: field(60),
  colour: field(40),
  vehicleYear: v.pipe(
    v.union([v.string(), v.number()], MESSAGES.allFieldsRequired),
    v.check((year) => String(year).trim() !== '', MESSAGES.allFieldsRequired),
    v.transform(Number),
    v.integer(MESSAGES.allFieldsRequired),
    v.check((year) => partnerVehicleYears().includes(year), `The vehicle year must be from ${FIRST_VEHICLE_YEAR} to this year.`),
  ),
});

const partnerCommon = {
  phoneNumber: partnerPhoneSchema,
  email: emailSchema,
  state: field(60),
  inspectionLocation: field(),
  countryCode: v.optional(v.literal('NG'), 'NG'),
  vehicles: v.pipe(v.array(partnerVehicleSchema), v.minLength(1, MESSAGES.allFieldsRequired), v.maxLength(50)),
};

export const individualPartnerContact = v.object({
  firstName: field(60),
  lastName: field(60),
  phoneNumber: partnerCommon.phoneNumber,
  email: partnerCommon.email,
  state: partnerCommon.state,
  inspectionLocation: partnerCommon.inspectionLocation,
});
export const corporatePartnerContact = v.object({
  companyName: field(),
  companyRcNumber: field(30),
  businessAddress: field(),
  name: field(100),
  phoneNumber: partnerCommon.phoneNumber,
  email: partnerCommon.email,
  state: partnerCommon.state,
  inspectionLocation: partnerCommon.inspectionLocation,
  numberOfVehicles: v.pipe(
    v.union([v.string(), v.number()], MESSAGES.allFieldsRequired),
    v.transform(Number),
    v.integer(MESSAGES.allFieldsRequired),
    v.minValue(1, MESSAGES.allFieldsRequired),
    v.maxValue(10_000, 'Number of vehicles is too large.'),
  ),
});

export const partnerEnquiryRequest = v.variant('partnerType', [
  v.object({
    partnerType: v.literal(PARTNER_TYPE.individual),
    ...individualPartnerContact.entries,
    numberOfVehicles: v.optional(v.literal(1), 1),
    ...partnerCommon,
  }),
  v.object({
    partnerType: v.literal(PARTNER_TYPE.corporate),
    ...corporatePartnerContact.entries,
    ...partnerCommon,
  }),
], 'Choose Individual Partner or Corporate Partner.');
