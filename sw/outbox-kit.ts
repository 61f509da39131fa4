/// <reference lib="webworker" />

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
