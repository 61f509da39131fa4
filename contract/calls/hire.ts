import { defineCall } from '../call';
import { hireDistanceQuery, distanceResponse } from '../maps';
import { hireConfirmResponse, hireRefParam, hireRequest, hireRequestResponse, hireSearchRequest, hireSearchResponse, hireSummaryResponse } from '../hire';

/**
 * Bus hire (spec 2 §7.4), in the booking service, and its card confirmation in the payment service
 * (contract/hire.ts). Import as a namespace (`import * as hireCalls`).
 */

/** The road distance between two addresses, km (the hire panel shows it; the server measures again when it prices). */
export const getDistance = defineCall({ service: 'booking', method: 'GET', path: '/HireBooking/getDistance', query: hireDistanceQuery, response: distanceResponse });
/** Vehicle options and prices for a trip: a POST that only searches. */
export const bookingSearch = defineCall({
  service: 'booking', method: 'POST', path: '/HireBooking/bookingSearch', body: hireSearchRequest, response: hireSearchResponse, kind: 'read',
});
/** Holds the vehicles for HIRE_EXPIRY_MINUTES and answers where to pay. */
export const requestBooking = defineCall({ service: 'booking', method: 'POST', path: '/HireBooking/requestBooking', body: hireRequest, response: hireRequestResponse });
/** Ours: the hire by its reference (the bank-transfer page polls it; a transfer is asked about at the provider first). */
export const hireStatus = defineCall({ service: 'booking', method: 'GET', path: '/HireBooking/status/:ref', params: hireRefParam, response: hireSummaryResponse });
/** Spec 2 §7.5 'Hire card confirm': asks the card provider, settles the hire, answers it. */
export const cardConfirm = defineCall({
  service: 'payment', method: 'GET', path: '/Payment/ProcessHiredServicePaystackPayment/:ref', params: hireRefParam, response: hireConfirmResponse,
});
