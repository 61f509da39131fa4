import { upgradeWebSocket } from '@hono/node-server';
import type { Context } from 'hono';
import type { WSContext, WSEvents } from 'hono/ws';
import * as v from 'valibot';
import {
  getLocationMessageSchema, TRACKING_BEARER_PREFIX, TRACKING_CLOSE, TRACKING_MESSAGES, TRACKING_SOCKET_IDLE_MS,
  type LocationResponseMessage, type ReceivedData,
} from '../../../contract/tracking';
import type { Db } from '../../db/client';
import { sendFail } from '../../http/respond';
import type { TrackingDeps } from './context';
import { verifyTrackingToken, type TrackingClaims } from './token';
import { stageAt, stageMessage, trackedTripById } from './tracked-trip';

/*
 * The live socket (spec 1 §4 'Tracking': open a socket, ask for the location once per connection,
 * update the position and disconnect on the answer; again every 5 minutes).
 *
 * Plain WebSockets on the same Node server and port rather than socket.io: the spec's traffic is
 * one named event each way per connection, which JSON messages shaped as `{ event, data }` carry
 * as they are, and the browser's own WebSocket needs no client library (socket.io's client would
 * cost ~15 KB gzip on a 3G phone, for reconnection and rooms the page never uses: it opens a
 * fresh socket every 5 minutes anyway). The server side is the small `ws` package behind
 * @hono/node-server's upgradeWebSocket (trackingSocketServer in socket-server.ts).
 *
 * The bearer is the tracking token, in the subprotocol list (contract/tracking.ts): checked when
 * the socket opens (a missing, forged or expired one is closed at once with TRACKING_CLOSE.badToken)
 * and against the imei asked for (another vehicle's: otherVehicle). A socket answers one
 * get-location and closes; one that asks nothing is closed after TRACKING_SOCKET_IDLE_MS.
 */

/** The tracking token among the offered subprotocols ('freely-track, bearer.<token>'). */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((p) => p.trim());
  const bearer = offered.find((p) => p.startsWith(TRACKING_BEARER_PREFIX));
  return bearer ? bearer.slice(TRACKING_BEARER_PREFIX.length) : undefined;
}

const response = (received_data: ReceivedData): string =>
  JSON.stringify({ event: 'location-response', data: { received_data } } satisfies LocationResponseMessage);

const noFix = (msg: string): ReceivedData => ({ status: false, latitude: 0, longitude: 0, speed: 0, msg });

function readMessage(data: unknown): v.InferOutput<typeof getLocationMessageSchema> | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = v.safeParse(getLocationMessageSchema, JSON.parse(data));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The one answer to a get-location, then the socket closes. */
async function answer(db: Db, deps: TrackingDeps, claims: TrackingClaims, data: unknown, ws: WSContext) {
  const request = readMessage(data);
  if (!request) {
    ws.send(response(noFix(TRACKING_MESSAGES.invalid)));
    return ws.close(TRACKING_CLOSE.badRequest, TRACKING_MESSAGES.invalid);
  }
  if (request.data.imei !== claims.imei) return ws.close(TRACKING_CLOSE.otherVehicle, TRACKING_MESSAGES.invalid);
  const trip = await trackedTripById(db, claims.tripId);
  if (!trip || trip.imei !== claims.imei) return ws.close(TRACKING_CLOSE.badToken, TRACKING_MESSAGES.invalid);
  const fix = await deps.telematics().locate(claims.imei);
  if (!fix) {
    ws.send(response(noFix(TRACKING_MESSAGES.cannotLocate)));
    return ws.close(TRACKING_CLOSE.answered);
  }
  const stage = stageAt(trip, fix.takenAt);
  ws.send(response({
    status: true,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speed: fix.speedKmh,
    msg: stageMessage(stage),
    takenAt: fix.takenAt.toISOString(),
    stage,
  }));
  ws.close(TRACKING_CLOSE.answered);
}

/** The socket's events for a connection whose token said `claims` (null: refused). */
export function socketEvents(db: Db, deps: TrackingDeps, claims: TrackingClaims | null): WSEvents {
  let asked = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  return {
    onOpen(_event, ws) {
      if (!claims) return ws.close(TRACKING_CLOSE.badToken, TRACKING_MESSAGES.invalid);
      idle = setTimeout(() => ws.close(TRACKING_CLOSE.idle, 'No get-location'), TRACKING_SOCKET_IDLE_MS);
      idle.unref?.();
    },
    onMessage(event, ws) {
      if (!claims || asked) return;
      asked = true;
      clearTimeout(idle);
      answer(db, deps, claims, event.data, ws).catch((error: unknown) => {
        console.error('Live location failed', error);
        ws.send(response(noFix(TRACKING_MESSAGES.failed)));
        ws.close(1011, 'Server error');
      });
    },
    onClose() {
      clearTimeout(idle);
    },
  };
}

/** Only @hono/node-server's own requests can be upgraded (app.request in tests cannot). */
const upgradable = (env: unknown) => typeof env === 'object' && env !== null && 'incoming' in env;

/**
 * GET /api/booking/AutoTrack/live: upgrades to the live socket. A plain request gets 426 in the
 * envelope, saying what the address is for.
 */
export function liveLocation(db: Db, deps: TrackingDeps) {
  return async (c: Context): Promise<Response> => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      c.header('Upgrade', 'websocket');
      return sendFail(c, 426, TRACKING_MESSAGES.socketOnly);
    }
    if (!upgradable(c.env)) return sendFail(c, 503, TRACKING_MESSAGES.failed);
    const token = tokenFromProtocols(c.req.header('sec-websocket-protocol'));
    const claims = token && token.length <= 1000 ? await verifyTrackingToken(db, token) : null;
    return upgradeWebSocket(c, socketEvents(db, deps, claims));
  };
}
