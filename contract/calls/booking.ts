import { defineCall } from '../call';
import {
  createBookingRequest, createBookingResponse, releaseBookingRequest, releaseBookingResponse, tripSearchRequest, tripSearchResponse, unpaidLimitsRequest, unpaidLimitsResponse,
} from '../booking';
import { bookingHistoryQuery, bookingHistoryResponse } from '../history';
import { bookingStatusQuery, bookingStatusResponse, checkInParams, checkInQuery, checkInResponse } from '../tickets';

/**
 * The booking service (spec 2 §7.3): trip search, booking, release, booking status, self
 * check-in and the customer's history. Import as a namespace (`import * as bookingCalls`), so a
 * page bundles only what it calls.
 */

/** A POST that only searches: a read for the client's deadline. */
export const tripSearch = defineCall({
  service: 'booking', method: 'POST', path: '/Booking/availabletripdetails', body: tripSearchRequest, response: tripSearchResponse, kind: 'read',
});
export const createBooking = defineCall({ service: 'booking', method: 'POST', path: '/booking', body: createBookingRequest, response: createBookingResponse });
export const releaseBooking = defineCall({
  service: 'booking', method: 'POST', path: '/Booking/release', body: releaseBookingRequest, response: releaseBookingResponse,
});
/** Whether one more booking would be refused by the unpaid-booking limits, and how to go on; it only reads. */
export const unpaidLimits = defineCall({
  service: 'booking', method: 'POST', path: '/Booking/unpaidlimits', body: unpaidLimitsRequest, response: unpaidLimitsResponse, kind: 'read',
});
export const bookingStatus = defineCall({ service: 'booking', method: 'GET', path: '/Booking/limited', query: bookingStatusQuery, response: bookingStatusResponse });
/** Self check-in; the server answers its own sentence when latitude or longitude is missing. */
export const checkIn = defineCall({
  service: 'booking', method: 'GET', path: '/SeatManagement/getseatSelf/refcode/:ref/:terminalId', params: checkInParams, query: checkInQuery, response: checkInResponse,
});
export const bookingHistory = defineCall({
  service: 'booking', method: 'GET', path: '/CustomerBooking/bookingHistorys', query: bookingHistoryQuery, response: bookingHistoryResponse,
});
