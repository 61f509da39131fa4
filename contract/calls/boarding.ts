import { defineCall } from '../call';
import { manifestQuery, manifestResponse, scansRequest, scansResponse, staffTokenResponse, ticketKeysResponse } from '../boarding';

/**
 * Boarding (issue 19, contract/boarding.ts), in the booking service. Import as a namespace
 * (`import * as boardingCalls`).
 */

/** The public keys that verify signed tickets (no token; cacheable for an hour). */
export const keys = defineCall({ service: 'booking', method: 'GET', path: '/Boarding/keys', response: ticketKeysResponse });
/** A staff token for the signed-in staff member (their access token as bearer); 403 for a customer who is not staff. */
export const staffToken = defineCall({ service: 'booking', method: 'POST', path: '/Boarding/token', response: staffTokenResponse });
/** The staff member's terminal's trips of a day, with every confirmed booking's signed fields (staff). */
export const manifest = defineCall({ service: 'booking', method: 'GET', path: '/Boarding/manifest', query: manifestQuery, response: manifestResponse });
/** The scanner's boarding log: each scan stored once by scanId, seats boarded once, conflicts reported (staff). */
export const scans = defineCall({ service: 'booking', method: 'POST', path: '/Boarding/scans', body: scansRequest, response: scansResponse });
