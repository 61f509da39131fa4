import type { ScanResult } from './boarding';

/**
 * The boarding log's outbox (issue 19): the staff scanner's uploads of its scans (POST
 * /Boarding/scans) that the service worker holds while there is no signal and sends again with
 * Background Sync (sw/scan-outbox.ts; the page's side is src/features/scanner/scan-sync.ts). Every
 * scan has its own scanId, which the server stores once, so sending a batch twice boards nothing
 * twice. The page and the worker talk with these messages over postMessage.
 */

/** What the worker says, in the envelope's shortDescription, when it kept a batch to send later (the answer's `results` is then empty). */
export const SCANS_QUEUED_MESSAGE = 'No connection: the scans are kept on this phone and sent when the signal returns.';

/** Page → service worker. */
export type ScanOutboxCommand =
  /** Send what waits now (a page that saw the connection return; covers browsers without Background Sync). */
  | { type: 'SCANS_RETRY' }
  /** Say which scans wait in the worker (answered with SCANS_QUEUED). */
  | { type: 'SCANS_LIST' };

/** Service worker → pages. */
export type ScanOutboxUpdate =
  /** Every scanId the worker still holds (sent after every change of its queue). */
  | { type: 'SCANS_QUEUED'; scanIds: string[] }
  /** A held batch reached the server: its answer, one result per scan. */
  | { type: 'SCANS_SETTLED'; results: ScanResult[] }
  /**
   * A held batch the server refused as it stands (401: the staff token ran out; 403: no longer
   * staff; 400: malformed): the worker dropped it, and the page decides (sends again with a new
   * token, or shows the message).
   */
  | { type: 'SCANS_REFUSED'; scanIds: string[]; status: number; message: string };

const SCAN_OUTBOX_TYPES = new Set(['SCANS_QUEUED', 'SCANS_SETTLED', 'SCANS_REFUSED']);
export const isScanOutboxUpdate = (data: unknown): data is ScanOutboxUpdate =>
  typeof data === 'object' && data !== null && SCAN_OUTBOX_TYPES.has(String((data as { type?: unknown }).type));
