import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as rescheduleCalls from '../../../contract/calls/reschedule';
import { RESCHEDULE_MESSAGES } from '../../../contract/reschedule';
import { optionalCustomer, type OptionalCustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendFail, sendOk } from '../../http/respond';
import { baseOf } from '../hire/routes';
import { rescheduleContext, type RescheduleDeps } from './context';
import { lookupForReschedule, tripsForReschedule } from './lookup';
import { requestReschedule } from './request';
import { settleReschedule } from './settle';
import { rescheduleSummary } from './summary';

/** Reschedule answers change from one moment to the next (seats, fees, payments): no cache may keep them. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

const customerOf = (c: Context) => (c as unknown as Context<OptionalCustomerEnv>).get('customer');

/**
 * Self-service reschedule in the booking service (contract/calls/reschedule.ts). Every call takes
 * a reference, so the booking service's look-up limit (`lookups`, per address) takes an attempt
 * first, before anything is looked at; then a signed-in traveller's session, if any (a guest
 * proves the booking with its phone: target.ts).
 */
export function rescheduleRoutes(db: Db, deps: RescheduleDeps, lookups: MiddlewareHandler): Hono {
  const app = new Hono();
  const ctxOf = (c: Context) => rescheduleContext(db, deps, baseOf(c, deps.publicUrl));
  const signedIn = optionalCustomer(db);
  mount(app, rescheduleCalls.lookup, noStore, lookups, signedIn, async (c, { body }) => sendOk(c, await lookupForReschedule(ctxOf(c), body, customerOf(c))));
  mount(app, rescheduleCalls.trips, noStore, lookups, signedIn, async (c, { body }) => sendOk(c, await tripsForReschedule(ctxOf(c), body, customerOf(c))));
  mount(app, rescheduleCalls.request, noStore, lookups, signedIn, async (c, { body }) => {
    const { summary, message } = await requestReschedule(ctxOf(c), body, customerOf(c));
    return sendOk(c, summary, message);
  });
  mount(app, rescheduleCalls.status, noStore, lookups, async (c, { params }) => {
    const ctx = ctxOf(c);
    const row = await settleReschedule(ctx, params.ref, { returned: true });
    return row ? sendOk(c, await rescheduleSummary(db, row)) : sendFail(c, 404, RESCHEDULE_MESSAGES.unknown);
  });
  return app;
}
