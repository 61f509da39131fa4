import type { WorkboxPlugin } from 'workbox-core';

/**
 * How long the worker waits on the network before giving up. A stalled link (the phone thinks it
 * is online, nothing comes back) would otherwise hold a request, and whatever waits on it, for
 * ever. Reads give up before the page's own deadline (src/api), so the cached answer wins.
 */
export const DEADLINES = {
  /** An API read the worker can answer from its cache instead. */
  read: 7_000,
  /** An app file a page is waiting for (a route's code): a stalled link must not hang the page. */
  page: 10_000,
  /** One app file while installing or warming: ~500 KB on Slow 3G (400 kbps) takes ~10 s. */
  file: 30_000,
  /** A form sent through the worker: queued after this, before the page's own 10 s deadline. */
  send: 8_000,
  /** A queued form sent again in the background. */
  replay: 15_000,
} as const;

/** fetch, aborted after `ms`: a stalled link becomes a plain network error. */
export function fetchWithin(input: RequestInfo, ms: number, init: RequestInit = {}): Promise<Response> {
  return fetch(input, { ...init, signal: AbortSignal.timeout(ms) });
}

/** The same for the requests a Workbox strategy makes. */
export const deadline = (ms: number): WorkboxPlugin => ({
  requestWillFetch: async ({ request }) => new Request(request, { signal: AbortSignal.timeout(ms) }),
});
