import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as trackingCalls from '../../../contract/calls/tracking';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendOk } from '../../http/respond';
import type { TrackingDeps } from './context';
import { liveLocation } from './socket';
import { refuseTracking, requireTrackingToken, type TrackingEnv } from './token';
import { toTrackingTrip, trackedTripById } from './tracked-trip';

/** Where the bus is changes by the minute: the service worker must not cache these. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * Live tracking in the booking service (spec 2 §7.3): the trip a vehicle is on, by IMEI or by the
 * trip's id, and the live socket. Each takes the tracking token as its bearer (token.ts) and
 * answers only for the token's own trip and vehicle: 401 'Invalid Information!' for no token, a
 * forged or an expired one; 403 the same for another vehicle or trip.
 */
export function trackingRoutes(db: Db, deps: TrackingDeps): Hono {
  const app = new Hono();
  const token = requireTrackingToken(db);
  /** The token's trip, while its vehicle is still the token's. */
  const tokenTrip = async (c: Context<TrackingEnv>) => {
    const { tripId, imei } = c.get('tracking');
    const trip = await trackedTripById(db, tripId);
    return trip && trip.imei === imei ? sendOk(c, toTrackingTrip(trip)) : refuseTracking(c);
  };
  mount(app, trackingCalls.vehicleTrip, noStore, token, async (c: Context<TrackingEnv>, { query }) =>
    query.vehicleImei === c.get('tracking').imei ? tokenTrip(c) : refuseTracking(c, 403));
  mount(app, trackingCalls.trackVehicle, noStore, token, async (c: Context<TrackingEnv>, { params }) =>
    params.id === c.get('tracking').tripId ? tokenTrip(c) : refuseTracking(c, 403));
  mount(app, trackingCalls.liveLocation, liveLocation(db, deps));
  return app;
}
