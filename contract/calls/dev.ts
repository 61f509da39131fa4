import * as v from 'valibot';
import { defineCall } from '../call';
import {
  advanceChecksRequest, advanceChecksSchema, confirmedBookingRequest, confirmedBookingSchema, devStaffRequest, devStaffSchema, formsQuery, invitationParams, invitationRequest, invitationSchema, invitationStateSchema, lapseBookingRequest, lapseBookingSchema,
  outboxMessageSchema, outboxQuery, soonTripRequest, soonTripSchema, storedFormsSchema,
} from '../dev';

/**
 * The sandbox's developer and test calls (server/sandbox/dev/), mounted at /api/dev only when the
 * sandbox is on. They answer plain JSON, not the envelope; a refusal is still an envelope. Import
 * as a namespace (`import * as devCalls`).
 */

/** What the sandbox "sent" to a phone (080…, 234… or +234…) or e-mail address, newest first. */
export const outbox = defineCall({ service: 'dev', method: 'GET', path: '/outbox', query: outboxQuery, response: v.array(outboxMessageSchema) });
/** The feedback, route suggestions and partner enquiries stored for an address, so a test sees a queued form arrived once. */
export const forms = defineCall({ service: 'dev', method: 'GET', path: '/forms', query: formsQuery, response: storedFormsSchema });
/** A trip leaving in N minutes, for check-in tests. */
export const soonTrip = defineCall({ service: 'dev', method: 'POST', path: '/trips/soon', body: soonTripRequest, response: soonTripSchema });
/** A paid booking on any trip (even one leaving today), written directly. */
export const confirmedBooking = defineCall({
  service: 'dev', method: 'POST', path: '/bookings/confirmed', body: confirmedBookingRequest, response: confirmedBookingSchema,
});
/** A pending booking's time up now: its seat hold and its virtual accounts' 30 minutes end (tests of /woven-pay's expiry). */
export const lapseBooking = defineCall({ service: 'dev', method: 'POST', path: '/bookings/lapse', body: lapseBookingRequest, response: lapseBookingSchema });
/** The sandbox's clock for one payment: its checks move `minutes` on and those due run now (tests and the bench). */
export const advanceChecks = defineCall({ service: 'dev', method: 'POST', path: '/payments/checks/advance', body: advanceChecksRequest, response: advanceChecksSchema });
/** A fresh invitation to the ambassador Tier 3 upgrade: its verificationId for /upgrade?verificationId=…. */
export const invitation = defineCall({ service: 'dev', method: 'POST', path: '/ambassador/invitations', body: invitationRequest, response: invitationSchema });
/** Where an upgrade stands (invited, awaiting-otp, verified) and its ambassador's tier. */
export const invitationState = defineCall({
  service: 'dev', method: 'GET', path: '/ambassador/invitations/:verificationId', params: invitationParams, response: invitationStateSchema,
});
/** A new staff account at a terminal (issue 19's scanner), to sign in with the normal /login. */
export const staff = defineCall({ service: 'dev', method: 'POST', path: '/staff', body: devStaffRequest, response: devStaffSchema });
/**
 * The wait between two codes to one phone or e-mail for one purpose ends now: a spec that saw
 * Resend refused sees the next one taken without waiting the server's OTP_RESEND_SECONDS out
 * (server/services/onboarding/otp.test.ts proves the wait itself).
 */
export const endCodeWait = defineCall({
  service: 'dev', method: 'POST', path: '/codes/wait-over',
  body: v.object({
    to: v.pipe(v.string(), v.trim(), v.minLength(5, 'An e-mail address or phone number is required.'), v.maxLength(120)),
    purpose: v.pipe(v.string(), v.trim(), v.minLength(1, 'A purpose is required.'), v.maxLength(40)),
  }),
  response: v.object({ to: v.string(), purpose: v.string() }),
});
/**
 * Holds one e-mail address or phone number (080…, +234…) to the default per-contact unpaid-booking
 * limits, in the server's memory, however high the server's own are: a spec meets the limit with a
 * contact of its own while the shared end-to-end server raises it for every other.
 */
export const contactHoldLimits = defineCall({
  service: 'dev', method: 'POST', path: '/limits/contact',
  body: v.object({ contact: v.pipe(v.string(), v.trim(), v.minLength(5, 'An e-mail address or phone number is required.'), v.maxLength(120)) }),
  response: v.object({ contact: v.string(), bookings: v.number(), seats: v.number() }),
});
