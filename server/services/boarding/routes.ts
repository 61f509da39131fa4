import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BOARDING_MESSAGES, MANIFEST_DAYS } from '../../../contract/boarding';
import * as boardingCalls from '../../../contract/calls/boarding';
import { addDays, lagosToday } from '../../../contract/dates';
import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { RuleError, sendOk } from '../../http/respond';
import { publicTicketKeys } from './keys';
import { dayManifest } from './manifest';
import { recordScans } from './scans';
import { requireStaff, staffTokens, type StaffEnv } from './staff';

/** Manifests and scan answers hold personal data and change by the minute: never kept by a cache. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * Boarding in the booking service (contract/calls/boarding.ts): the public ticket keys, the staff
 * token, the day manifest and the scan upload. Times come from the accounts clock (tests move it).
 */
export function boardingRoutes(db: Db): Hono {
  const app = new Hono();
  const now = () => authContext(db).now();
  const tokens = staffTokens(db);
  const staff = requireStaff(db, tokens);

  mount(app, boardingCalls.keys, async (c) => {
    const keys = await publicTicketKeys(db, now());
    // Public and the same for everyone; an hour keeps a new key from waiting long to reach scanners.
    c.header('Cache-Control', 'public, max-age=3600');
    return sendOk(c, { keys });
  });
  mount(app, boardingCalls.staffToken, noStore, requireStaff(db, tokens, { accessTokenOnly: true }), async (c: Context<StaffEnv>) => {
    const member = c.get('staff');
    const issued = await tokens.issue(db, member);
    return sendOk(c, { ...issued, terminal: member.terminal, staffName: member.staffName });
  });
  mount(app, boardingCalls.manifest, noStore, staff, async (c: Context<StaffEnv>, { query }) => {
    const at = now();
    const today = lagosToday(at);
    const date = query.date ?? today;
    if (date < addDays(today, -MANIFEST_DAYS.before) || date > addDays(today, MANIFEST_DAYS.after)) throw new RuleError(BOARDING_MESSAGES.dateOutOfRange, 400);
    return sendOk(c, await dayManifest(db, c.get('staff').terminal, date, at));
  });
  mount(app, boardingCalls.scans, noStore, staff, async (c: Context<StaffEnv>, { body }) =>
    sendOk(c, { results: await recordScans(db, c.get('staff').customerId, body, now()) }));
  return app;
}
