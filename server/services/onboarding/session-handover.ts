import type { Context } from 'hono';
import type { LoginResponse } from '../../../contract/onboarding';
import { clientAddress } from '../../auth/client-address';
import { setRefreshCookie, type CookieSecurity } from '../../auth/cookies';
import { knownDevice, rememberDevice } from '../../auth/device-cookie';
import type { Place } from '../../auth/guess-guard';
import type { Db } from '../../db/client';
import type { NewSession } from './customers';

/** Where a guess at an account comes from: the client address and, if genuine, the device cookie. */
export async function placeOf(c: Context, db: Db): Promise<Place> {
  return { address: clientAddress(c, db), device: await knownDevice(c, db) };
}

/**
 * Hands a new sign-in to the browser: the refresh token as an HttpOnly cookie (never in the
 * body), this phone remembered as the account's, and the login answer the app keeps.
 */
export async function handOver(c: Context, db: Db, security: CookieSecurity, session: NewSession, place?: Place): Promise<LoginResponse> {
  setRefreshCookie(c, db, security, session.refreshToken);
  await rememberDevice(c, db, security, session.customerId, place?.device);
  return session.login;
}
