import type { WorkboxPlugin } from 'workbox-core';
import { fetchWithin } from './deadline';

/** The content types a file may come back as, by its extension. */
const TYPES: Record<string, RegExp> = {
  js: /^(text|application)\/javascript\b/,
  mjs: /^(text|application)\/javascript\b/,
  css: /^text\/css\b/,
  html: /^text\/html\b/,
  json: /^application\/(geo\+)?json\b/,
  webmanifest: /^application\/(manifest\+)?json\b/,
  svg: /^image\/svg\+xml\b/,
  png: /^image\/png\b/,
  webp: /^image\/webp\b/,
  woff2: /^(font|application)\/(x-)?woff2\b/,
};

/**
 * Whether a response is what was asked for. A server that answers a missing /assets/x.js with the
 * HTML shell (an old deploy, a proxy's error page, a captive portal) must never land in a cache as
 * JavaScript: cached, it would break that page on every reload. API reads must be JSON.
 */
export function responseMatches(url: string, response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const { pathname } = new URL(url, 'http://x');
  const type = response.headers.get('content-type') ?? '';
  if (pathname.startsWith('/api/')) return TYPES.json!.test(type);
  const ext = /\.(\w+)$/.exec(pathname)?.[1]?.toLowerCase();
  const expected = ext ? TYPES[ext] : undefined;
  // A path without a known extension is a navigation: only the shell belongs there.
  return (expected ?? TYPES.html!).test(type);
}

/** `url` fetched within `ms`; rejects unless the answer is what was asked for (to be cached). */
export async function fetchMatching(url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  const response = await fetchWithin(url, ms, init);
  if (!responseMatches(url, response)) throw new Error(`${response.status} ${response.headers.get('content-type')}`);
  return response;
}

/** For every cache the worker keeps: refuse to store a response whose type does not match. */
export const sameTypeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (responseMatches(request.url, response) ? response : null),
};
