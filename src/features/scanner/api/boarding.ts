import type { Scan } from '@contract/boarding';
import * as boardingCalls from '@contract/calls/boarding';
import { apiCall } from '@/api/client';

/**
 * The boarding calls the scanner makes (contract/calls/boarding.ts). None goes through the query
 * cache: what they answer is kept in the scanner's own IndexedDB store (../prep.ts), validated
 * when read back, for a whole shift with no signal. Deadlines are apiCall's (8 s reads, 10 s writes).
 */

/** The staff token, and with it the proof that this account is staff (403 for a customer who is not). Needs the session's access token. */
export const fetchStaffToken = async () => (await apiCall(boardingCalls.staffToken)).data;

/** The public keys that verify signed tickets. */
export const fetchTicketKeys = async () => (await apiCall(boardingCalls.keys)).data.keys;

/** The staff member's terminal's trips of `date` (Lagos), with every confirmed booking's signed fields. */
export const fetchManifest = async (date: string) => (await apiCall(boardingCalls.manifest, { query: { date } })).data;

/**
 * Sends scans of the boarding log with the staff token. Through the service worker: with no
 * signal it keeps them and answers with no results (sw/scan-outbox.ts).
 */
export const sendScans = async (token: string, deviceId: string, scans: Scan[]) =>
  (await apiCall(boardingCalls.scans, { body: { deviceId, scans }, bearer: token })).data.results;
