import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A JSON answer serialised once and kept in memory, with its strong ETag (a hash of the body). */
export type CachedJson = { body: string; etag: string };

export function cachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * If-None-Match (RFC 9110 §13.1.2): `*`, or any listed tag equal to `etag` by weak comparison, so
 * a browser that was sent the gzipped answer (compress() weakens its ETag to W/"…") gets a 304 too.
 */
export function noneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

/**
 * Lists change rarely, but prices must be current when there is signal (the service worker asks
 * the network first): caches may keep the answer, and ask again each time with its ETag.
 */
export const REVALIDATE_EACH_TIME = 'public, no-cache';

/** `cached` with its ETag, or 304 with no body when the client already has it. */
export function sendCachedJson(c: Context, cached: CachedJson, cacheControl = REVALIDATE_EACH_TIME): Response {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', cacheControl);
  if (noneMatch(c.req.header('If-None-Match'), cached.etag)) return c.body(null, 304);
  return c.body(cached.body, 200, { 'Content-Type': 'application/json' });
}
