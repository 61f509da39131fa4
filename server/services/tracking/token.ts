import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sign, verify } from 'hono/jwt';
import { TRACKING_GRACE_MINUTES, TRACKING_MESSAGES } from '../../../contract/tracking';
import { authContext } from '../../auth/context';
import { bearerToken } from '../../auth/require-customer';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sendFail } from '../../http/respond';

/**
 * The tracking token: the /track-bus/$token/… page's bearer for the tracking calls and the live
 * socket. An HS256 token signed with the server's secret under a label of its own (so no access or
 * service token can pass for one, nor one for them), naming one trip and its vehicle's tracker,
 * and expiring TRACKING_GRACE_MINUTES after the trip is due. It carries no issue time, so one
 * trip's link is the same however often the ticket is looked up (a saved ticket keeps working).
 * It is given only with a confirmed booking's ticket (links.ts): a stranger cannot follow a bus by
 * guessing IMEIs.
 */
const ROLE = 'Tracking';

export type TrackingClaims = { tripId: number; imei: string; exp: number };
export type TrackingEnv = { Variables: { tracking: TrackingClaims } };

const secretOf = async (db: Db) => `${await signingSecret(db)}:tracking`;

/** The moment a trip's tracking token stops working, in seconds since the epoch. */
export const trackingExpiry = (arrivesAt: Date) => Math.floor(arrivesAt.getTime() / 1000) + TRACKING_GRACE_MINUTES * 60;

export async function issueTrackingToken(db: Db, trip: { tripId: number; imei: string; arrivesAt: Date }): Promise<string> {
  return sign({ role: ROLE, trip: trip.tripId, imei: trip.imei, exp: trackingExpiry(trip.arrivesAt) }, await secretOf(db), 'HS256');
}

/** The claims of a genuine, unexpired tracking token (on the accounts clock, which tests move), else null. */
export async function verifyTrackingToken(db: Db, token: string): Promise<TrackingClaims | null> {
  try {
    const claims = await verify(token, await secretOf(db), { alg: 'HS256', exp: false, nbf: false, iat: false });
    const { role, trip, imei, exp } = claims;
    if (role !== ROLE || typeof trip !== 'number' || !Number.isInteger(trip) || typeof imei !== 'string' || typeof exp !== 'number') return null;
    if (exp * 1000 <= authContext(db).now().getTime()) return null;
    return { tripId: trip, imei, exp };
  } catch {
    return null;
  }
}

/** 401 'Invalid Information!' (spec 2 §8): no token, a forged or expired one. */
export const refuseTracking = (c: Context, status: 401 | 403 = 401) => {
  if (status === 401) c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return sendFail(c, status, TRACKING_MESSAGES.invalid);
};

/** Lets a request with a valid tracking token through, its claims on `c.get('tracking')`. */
export const requireTrackingToken = (db: Db) =>
  createMiddleware<TrackingEnv>(async (c, next) => {
    const token = bearerToken(c);
    const claims = token && token.length <= 1000 ? await verifyTrackingToken(db, token) : null;
    if (!claims) return refuseTracking(c);
    c.set('tracking', claims);
    await next();
  });
