/// <reference lib="webworker" />
import type { Queue } from 'workbox-background-sync';
import { DEADLINES, fetchWithin } from './deadline';

declare const self: ServiceWorkerGlobalScope;

/** The worker's outboxes (form-outbox.ts, scan-outbox.ts) share these. */

/** One operation on a queue at a time: a sync, a retry and a discard must not interleave. Each queue has its own. */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let chain: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = chain.then(work, work);
    chain = run.catch(() => undefined);
    return run;
  };
}

/** A server answer worth trying again later rather than handing back to the page. */
export const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

/** Tells every window of the app, controlled or not yet. */
export async function tellWindows(message: unknown): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // A Client's postMessage has no target origin: the receiver is one of our own windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  for (const client of windows) client.postMessage(message);
}

export type QueueEntry = Parameters<Queue['pushRequest']>[0];

/**
 * Sends what waits in `queue`, oldest first, handing each answer to `settle`; stops (and keeps the
 * rest) at the first sign of no network, and then throws, which tells Background Sync to try again later.
 */
export async function replayQueue(queue: Queue, settle: (entry: QueueEntry, response: Response) => Promise<void>, announce: () => Promise<void>, failure: string): Promise<void> {
  let stillOffline = false;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let response: Response | undefined;
    try {
      response = await fetchWithin(entry.request.clone(), DEADLINES.replay);
    } catch {
      // no network: kept below
    }
    if (!response || isTransient(response.status)) {
      await queue.unshiftRequest(entry);
      stillOffline = true;
      break;
    }
    await settle(entry, response);
  }
  await announce();
  if (stillOffline) throw new Error(failure);
}
