import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as hireCalls from '../../../contract/calls/hire';
import { HIRE_MESSAGES } from '../../../contract/hire';
import { clientAddress } from '../../auth/client-address';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendFail, sendOk } from '../../http/respond';
import { clientKeyOf } from '../booking/hold-limits';
import { hireContext, type HireDeps } from './context';
import { hireDistanceKm } from '../maps/hire-distance';
import { requestHire } from './request';
import { searchHire } from './search';
import { settleHire } from './settle';
import { hireSummary } from './summary';

/** PUBLIC_URL when configured, else the origin the request came to. */
export const baseOf = (c: Context, publicUrl: string | undefined) => (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

/** A hire's status changes from one moment to the next: the service worker must not cache it. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * Bus hire in the booking service (spec 2 §7.4): distance, search, request, and our status call,
 * which the booking service's look-up limit throttles like every call that takes a reference.
 */
export function hireRoutes(db: Db, deps: HireDeps, lookups: MiddlewareHandler): Hono {
  const app = new Hono();
  const ctxOf = (c: Context) => hireContext(db, deps, baseOf(c, deps.publicUrl));
  mount(app, hireCalls.getDistance, async (c, { query }) => sendOk(c, await hireDistanceKm(deps.places(), query.depart, query.arrival)));
  mount(app, hireCalls.bookingSearch, async (c, { body }) => sendOk(c, await searchHire(ctxOf(c), body)));
  mount(app, hireCalls.requestBooking, async (c, { body }) => {
    const clientKey = await clientKeyOf(db, clientAddress(c, db));
    return sendOk(c, await requestHire(ctxOf(c), body, clientKey));
  });
  mount(app, hireCalls.hireStatus, noStore, lookups, async (c, { params }) => {
    const settled = await settleHire(ctxOf(c), params.ref);
    return settled ? sendOk(c, hireSummary(settled.hire)) : sendFail(c, 404, HIRE_MESSAGES.notFound);
  });
  return app;
}
