import type { MiddlewareHandler } from 'hono';
import { SERVICE_BASE, type CallDescription } from '../../contract/call';

/** Requests whose path holds something not to be logged (an e-mail, a code): the pattern to log instead. */
const loggedAs = new WeakMap<Request, string>();

/**
 * For a call whose path parameters are personal or secret (an e-mail address, a one-time code):
 * the request log writes its pattern ('/api/ambassador/GetAmbassadorByEmail/:email') instead of
 * the path. Mount it first, so that a request refused by validation is logged the same way.
 */
export const logPathAs = (call: Pick<CallDescription, 'service' | 'path'>): MiddlewareHandler => async (c, next) => {
  loggedAs.set(c.req.raw, `${SERVICE_BASE[call.service]}${call.path}`);
  await next();
};

/** Pages whose address carries a bearer token (a tracking link): logged by their pattern. */
const pageAs = (path: string) => (path.startsWith('/track-bus/') ? '/track-bus/:token/:trackerId' : path);

/** One line per request: method, path, status and time taken. Query strings are left out (they can hold references). */
export const requestLog = (write: (line: string) => void = console.log): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${new Date().toISOString()} ${c.req.method} ${loggedAs.get(c.req.raw) ?? pageAs(c.req.path)} ${c.res.status} ${ms}ms`);
  };
