import { defineCall } from '../call';
import {
  rescheduleBookingResponse, rescheduleLookupRequest, rescheduleRefParam, rescheduleRequest, rescheduleSummaryResponse, rescheduleTripsRequest,
  rescheduleTripsResponse,
} from '../reschedule';

/**
 * Self-service reschedule (contract/reschedule.ts), in the booking service. Each takes a booking
 * or reschedule reference, so the booking service's look-up limit throttles them with status,
 * check-in and release. Import as a namespace (`import * as rescheduleCalls`).
 */

/** The booking's trips and what moving each costs now: a POST that only reads (the phone stays out of the URL). */
export const lookup = defineCall({
  service: 'booking', method: 'POST', path: '/Reschedule/booking', body: rescheduleLookupRequest, response: rescheduleBookingResponse, kind: 'read',
});
/** The buses a trip may move to on a date, with their seats: a POST that only reads. */
export const trips = defineCall({
  service: 'booking', method: 'POST', path: '/Reschedule/trips', body: rescheduleTripsRequest, response: rescheduleTripsResponse, kind: 'read',
});
/** Moves the trip at once (free, or paid from the wallet), or holds the new seats and opens the fee's payment. */
export const request = defineCall({
  service: 'booking', method: 'POST', path: '/Reschedule/request', body: rescheduleRequest, response: rescheduleSummaryResponse,
});
/** A reschedule by its RSC- reference; an unpaid one is asked about at its provider first (the card's return, the transfer page's polling). */
export const status = defineCall({
  service: 'booking', method: 'GET', path: '/Reschedule/status/:ref', params: rescheduleRefParam, response: rescheduleSummaryResponse,
});
