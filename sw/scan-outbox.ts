/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { DEADLINES, fetchWithin } from './deadline';
import { ok, SUCCESS_CODE } from '@contract/envelope';
import type { ScanResult } from '@contract/boarding';
import { matchesCall } from '@contract/call';
import * as boardingCalls from '@contract/calls/boarding';
import { SCANS_QUEUED_MESSAGE, type ScanOutboxCommand, type ScanOutboxUpdate } from '@contract/scan-outbox';
import { oneAtATime, replayQueue, tellWindows, type QueueEntry } from './outbox-kit';

declare const self: ServiceWorkerGlobalScope;

/**
 * The staff scanner's boarding log on its way to the server (issue 19). A batch of scans the
 * network cannot take now is kept in a Background Sync queue and sent again when the signal
 * returns (Background Sync; without it, when a scanner page says it is back online). The server
 * stores each scan once by its scanId, so a batch that reached it and is sent again (an answer
 * lost on a cut line) is recorded once. Each request carries the staff token (12 hours), not the
 * 15-minute access token, so a replay late in the shift still passes.
 */

type Metadata = { scanIds: string[] };
const scanIdsOf = (entry: QueueEntry): string[] => (entry.metadata as Metadata | undefined)?.scanIds ?? [];

const exclusive = oneAtATime();


const tell = (message: ScanOutboxUpdate) => tellWindows(message);

const announce = async () => tell({ type: 'SCANS_QUEUED', scanIds: (await queue.getAll()).flatMap(scanIdsOf) });

type Answer = { code?: unknown; shortDescription?: unknown; data?: { results?: unknown } };

/**
 * What a delivered batch's answer says, for the pages. The worker only passes the results on (the
 * page validates them with the contract's schema: valibot and the boarding schemas stay out of
 * the worker); an answer without them is reported as a refusal.
 */
async function settle(entry: QueueEntry, response: Response): Promise<void> {
  const json = (await response.json().catch(() => undefined)) as Answer | undefined;
  const results = json?.data?.results;
  if (response.ok && String(json?.code) === SUCCESS_CODE && Array.isArray(results)) {
    await tell({ type: 'SCANS_SETTLED', results: results as ScanResult[] });
    return;
  }
  const message = typeof json?.shortDescription === 'string' ? json.shortDescription : '';
  await tell({ type: 'SCANS_REFUSED', scanIds: scanIdsOf(entry), status: response.status, message });
}

const replay = () => replayQueue(queue, settle, announce, 'The boarding log could not reach the server.');

const queue = new Queue('freely-scans', {
  // Minutes: a shift's log, and the next days' if the phone stays without signal; past that the
  // page sees the scan is no longer held and sends it again itself.
  maxRetentionTime: 7 * 24 * 60,
  onSync: () => exclusive(replay),
});

async function sendOrQueue(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetchWithin(request, DEADLINES.send);
  } catch {
    const body = (await copy.clone().json().catch(() => undefined)) as { scans?: { scanId?: unknown }[] } | undefined;
    const scanIds = (body?.scans ?? []).map((scan) => scan.scanId).filter((id): id is string => typeof id === 'string');
    await exclusive(() => queue.pushRequest({ request: copy, metadata: { scanIds } satisfies Metadata }));
    await announce();
    return new Response(JSON.stringify(ok({ results: [] }, SCANS_QUEUED_MESSAGE)), { status: 202, headers: { 'Content-Type': 'application/json' } });
  }
}

export function registerScanOutbox() {
  registerRoute(({ url }) => matchesCall(boardingCalls.scans, url.pathname), ({ request }) => sendOrQueue(request), 'POST');
  self.addEventListener('message', (event) => {
    const command = event.data as ScanOutboxCommand | undefined;
    if (command?.type === 'SCANS_LIST') event.waitUntil(announce());
    if (command?.type === 'SCANS_RETRY') event.waitUntil(exclusive(replay).catch(() => undefined));
  });
}
