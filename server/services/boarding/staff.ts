import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { BOARDING_MESSAGES } from '../../../contract/boarding';
import { authContext } from '../../auth/context';
import { bearerToken, customerFor, type CustomerSession } from '../../auth/require-customer';
import { roleToken } from '../../auth/role-token';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { staff } from '../../db/schema-boarding';
import { sendFail } from '../../http/respond';

/**
 * Staff (issue 19): a customer account with a staff row naming its terminal. Manifest and scans
 * take as bearer the account's access token (the scanner page, refreshed as usual) or the staff
 * token (role 'Staff', STAFF_TOKEN_HOURS, for the service worker's background sync). Each request
 * reads the staff row afresh, so removing it stops both at once; the sign-in ending does too.
 */
export type StaffSession = CustomerSession & { terminal: { id: number; name: string }; staffName: string };
export type StaffEnv = { Variables: { staff: StaffSession } };

const staffExpired = (c: Context) => {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return sendFail(c, 401, BOARDING_MESSAGES.staffExpired);
};

/** The staff token's issuer and reader for this database (its lifetime is read when the app is made). */
export const staffTokens = (db: Db) =>
  roleToken({ role: 'Staff', ttlSeconds: Math.round(authContext(db).settings.staffTokenHours * 3600), refuse: staffExpired });

/** The account's staff row with its terminal, or undefined for a customer who is not staff. */
export async function staffOf(db: Db, customer: CustomerSession): Promise<StaffSession | undefined> {
  const [row] = await db
    .select({ terminalId: terminals.id, terminalName: terminals.name, firstName: customers.firstName, lastName: customers.lastName })
    .from(staff)
    .innerJoin(terminals, eq(terminals.id, staff.terminalId))
    .innerJoin(customers, eq(customers.id, staff.customerId))
    .where(eq(staff.customerId, customer.customerId));
  return row && { ...customer, terminal: { id: row.terminalId, name: row.terminalName }, staffName: `${row.firstName} ${row.lastName}`.trim() };
}

/**
 * Lets a staff member through with `c.get('staff')`: 401 without a live token, 403 for a signed-in
 * customer who is not staff. `accessTokenOnly`: the staff token itself is not enough (issuing a
 * staff token needs the sign-in's access token, so one token cannot renew itself).
 */
export function requireStaff(db: Db, tokens: ReturnType<typeof staffTokens>, options: { accessTokenOnly?: boolean } = {}) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = bearerToken(c);
    const customer = token ? ((options.accessTokenOnly ? null : await tokens.customerOf(db, token)) ?? (await customerFor(db, token))) : null;
    if (!customer) return staffExpired(c);
    const member = await staffOf(db, customer);
    if (!member) return sendFail(c, 403, BOARDING_MESSAGES.notStaff);
    c.set('staff', member);
    await next();
  });
}
