import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sendFail } from './respond';

/**
 * Every /api call's body unless its route needs more: the largest JSON bodies (a sealed sign-in,
 * a partner enquiry with many vehicles) are a few KB. Routes may set a tighter limit of their own
 * (the settings forms: 32 KB, answered in their own words).
 */
export const API_BODY_LIMIT = 64 * 1024;
/** The sandbox pages post empty forms. */
export const SANDBOX_BODY_LIMIT = 4 * 1024;
export const TOO_LARGE = 'The request is too large.';

/**
 * Refuses a body over `maxSize` bytes with 413 in the envelope: at once when Content-Length says
 * so (the body is never read), else as soon as a chunked body passes the limit. The answer says
 * `Connection: close`: the rest of the body is not read, so the connection cannot be kept.
 */
export const limitBody = (maxSize: number, message = TOO_LARGE): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      return sendFail(c, 413, message);
    },
  });

/**
 * One limit per request path: `larger` gives the few routes that take more than `fallback` their
 * own limit (the photo upload). Mounted once in front of every service, so a route added later
 * has a limit too.
 */
export function bodyLimits(larger: Readonly<Record<string, MiddlewareHandler>>, fallback = API_BODY_LIMIT): MiddlewareHandler {
  const standard = limitBody(fallback);
  return (c, next) => (Object.hasOwn(larger, c.req.path) ? larger[c.req.path]! : standard)(c, next);
}
