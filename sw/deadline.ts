import type { WorkboxPlugin } from 'workbox-core';

/**
 * How long the worker waits on the network before giving up. A stalled link (the phone thinks it
 * is online, nothing comes back) would otherwise hold a request, and whatever waits on it, for
 * ever. Reads give up before the page's own deadline (src/api), so the cached answer wins.
 */
export const DEADLINES = {
  /** An API read the worker can answer from its cache instead. */
  read: 7_000,
  /**
   * An app file a page is waiting for (a route's code, the map's): given up after this long without
   * a byte, so a stalled link ends in the page's message while a slow one still brings the file.
   */
  page: 10_000,
  /** A page's HTML that is not precached: the precached shell renders the same route instead. */
  navigation: 4_000,
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

/**
 * fetch, aborted once `stallMs` pass with nothing received (before the headers or between two
 * parts of the body): for a file a page waits on, where a slow link that is still bringing it
 * must win and a stalled one must not hold the page. The body is read in full here, so the
 * deadline covers it too; the answer is the same file, ready to cache.
 */
export async function fetchProgressing(input: RequestInfo, stallMs: number, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const progress = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException(`Nothing received for ${stallMs} ms`, 'TimeoutError')), stallMs);
  };
  progress();
  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    progress();
    if (!response.body) return response;
    const parts = new Response(response.body.pipeThrough(new TransformStream({ transform: (chunk, out) => (progress(), out.enqueue(chunk)) })));
    const body = await parts.arrayBuffer();
    // The body is decoded: its transfer headers no longer describe it.
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  } finally {
    clearTimeout(timer);
  }
}
