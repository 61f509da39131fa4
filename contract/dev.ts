import * as v from 'valibot';
import { departureEntries } from './departure';
import { SEAT_NUMBER_MAX } from './limits';
import { INT4_MAX, LIMITS, text, typedText } from './validation';

/** The sandbox message outbox, GET /api/dev/outbox?to=<phone or e-mail>: a JSON array, newest first. */
export const outboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['sms', 'email']),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof outboxMessageSchema>;
export const outboxQuery = v.object({ to: v.pipe(v.string(), v.trim(), v.minLength(1, 'to is required.'), v.maxLength(LIMITS.email), typedText('to')) });

/** The 6-digit code in a message body. */
export const otpInMessage = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];

/** POST /api/dev/trips/soon (sandbox only): a trip departing in N minutes, for check-in tests. */
export const soonTripRequest = v.object({
  routeId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX))),
  /** Negative for a bus that has already left (up to a week ago: a missed bus past the reschedule's grace); at most two weeks ahead. */
  minutesFromNow: v.pipe(v.number('minutesFromNow must be a number.'), v.integer(), v.minValue(-10_080), v.maxValue(20_160)),
  /**
   * The bus's tracker (live tracking): 'moving', the simulator's usual bus; 'silent', a tracker that
   * never gets a fix (server/sandbox/telematics/simulator.ts).
   */
  tracker: v.optional(v.picklist(['moving', 'silent'], "tracker is 'moving' or 'silent'."), 'moving'),
});
export const soonTripSchema = v.object({
  vehicleTripRegistrationId: v.number(),
  routeId: v.number(),
  /** departsAt is the minute; a taken slot moves it a minute or two later. */
  ...departureEntries,
  /** The bus's tracker IMEI (the tracking page's tracker id). */
  trackerId: v.string(),
});
export type SoonTrip = v.InferOutput<typeof soonTripSchema>;

/** POST /api/dev/bookings/confirmed (sandbox only): a paid booking written directly, as a fixture. */
export const confirmedBookingRequest = v.object({
  vehicleTripRegistrationId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
  seats: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SEAT_NUMBER_MAX))), v.minLength(1), v.maxLength(14)),
  fullName: v.pipe(text(LIMITS.name, 'fullName'), v.minLength(1, 'fullName is required.')),
  email: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.email), v.email()),
  phoneNumber: v.pipe(text(LIMITS.phone, 'phoneNumber'), v.minLength(1, 'phoneNumber is required.')),
});
/** `ticketQr`: the signed ticket's QR text (contract/ticket-signature.ts), for scanner tests to show. */
export const confirmedBookingSchema = v.object({ bookingReferenceCode: v.string(), amount: v.number(), ticketQr: v.optional(v.string()) });

/**
 * POST /api/dev/bookings/lapse (sandbox only): as if a pending booking's time were up now: its
 * seat hold and its virtual accounts' 30 minutes end (a test of /woven-pay's expiry need not wait
 * half an hour). Answers how many accounts it moved.
 */
export const lapseBookingRequest = v.object({ reference: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9-]{6,40}$/i, 'Not a booking reference.'), v.toUpperCase()) });
export const lapseBookingSchema = v.object({ reference: v.string(), accounts: v.number() });

/**
 * POST /api/dev/payments/checks/advance (sandbox only): the sandbox's clock for one payment. Every
 * open payment check of the reference is moved `minutes` into the past, then the checks that fall
 * due run at once. Other payments' clocks do not move.
 */
export const advanceChecksRequest = v.object({
  reference: lapseBookingRequest.entries.reference,
  minutes: v.pipe(v.number(), v.integer(), v.minValue(0, 'minutes is 0 or more.'), v.maxValue(3 * 24 * 60, 'minutes is at most three days.')),
});
/** A payment check as it stands (server/db/schema-payment-checks.ts); minutesAfterStart on the sandbox's clock for that payment. */
export const paymentCheckSchema = v.object({
  kind: v.string(), reference: v.string(), provider: v.string(), checks: v.number(), lastAnswer: v.nullable(v.string()),
  outcome: v.nullable(v.string()), minutesAfterStart: v.nullable(v.number()), nextCheckAt: v.nullable(v.string()),
});
export const advanceChecksSchema = v.object({ checks: v.array(paymentCheckSchema) });

/** GET /api/dev/forms?email= (sandbox only): the forms stored for an address, oldest first. */
export const formsQuery = v.object({ email: v.pipe(v.string(), v.trim(), v.minLength(3, 'email is required.'), v.maxLength(LIMITS.email), typedText('email')) });
/** The stored rows as they are (server/db/schema-forms.ts), for tests to check. */
const storedRows = v.array(v.record(v.string(), v.unknown()));
export const storedFormsSchema = v.object({ feedbacks: storedRows, suggestions: storedRows, enquiries: storedRows });

/**
 * POST /api/dev/ambassador/invitations (sandbox only): a Tier 2 ambassador invited to the Tier 3
 * upgrade, as the back office would; `expired` mints one that has already lapsed.
 */
export const invitationRequest = v.object({ expired: v.optional(v.boolean(), false) });
export const invitationSchema = v.object({ verificationId: v.string(), ambassadorId: v.number(), expiresAt: v.string() });
/** GET /api/dev/ambassador/invitations/:verificationId (sandbox only): where an upgrade stands. */
export const invitationParams = v.object({ verificationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a verificationId.')) });
export const invitationStateSchema = v.object({ status: v.string(), tier: v.number() });
/**
 * The development invitations every sandbox start makes sure exist (server/sandbox/dev/ambassadors.ts),
 * so /upgrade?verificationId=<one of these> works on a fresh `npm start` until it is used.
 */
export const DEV_VERIFICATION_IDS = ['dev-upgrade-invitation-0001', 'dev-upgrade-invitation-0002', 'dev-upgrade-invitation-0003'] as const;

/**
 * Development staff accounts (issue 19's scanner): one per seeded terminal, made at sandbox
 * start-up when missing (server/sandbox/dev/staff.ts), never outside the sandbox. They sign in
 * with the normal /login: e-mail devStaffEmail(terminalId), password DEV_STAFF_PASSWORD.
 * `npm run staff:create` makes real ones (README, Staff accounts).
 */
export const DEV_STAFF_PASSWORD = 'Scanner-dev-1!';
export const devStaffEmail = (terminalId: number) => `staff.t${terminalId}@freely.test`;

/**
 * POST /api/dev/staff (sandbox only): a new staff account at a terminal, signed in by the normal
 * /login with the answer's e-mail and password (a fresh account per test, so tests do not share
 * boarding logs or sign-in limits).
 */
export const devStaffRequest = v.object({ terminalId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)) });
export const devStaffSchema = v.object({ email: v.string(), password: v.string(), terminalId: v.number(), customerId: v.number() });
