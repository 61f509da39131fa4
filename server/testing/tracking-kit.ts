import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import * as v from 'valibot';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import * as devCalls from '../../contract/calls/dev';
import * as trackingCalls from '../../contract/calls/tracking';
import { confirmedBookingSchema, soonTripSchema, type SoonTrip } from '../../contract/dev';
import { bookingStatusResponse } from '../../contract/tickets';
import { TRACKING_BEARER_PREFIX, TRACKING_SOCKET_PROTOCOL, locationResponseMessageSchema, type LocationResponseMessage } from '../../contract/tracking';
import type { TrackingLink } from '../../contract/tracking-link';
import { postJson, type TestApp } from './booking-kit';
import { trackingSocketServer } from '../services/tracking/socket-server';

/** Helpers shared by the tracking tests (not a test file itself). */

/** A trip of the dev fixture (minutes from now: negative has left) with a confirmed booking, and the link its status gives. */
export async function bookedTrip(app: TestApp, minutesFromNow: number, tracker: 'moving' | 'silent' = 'moving'): Promise<{ trip: SoonTrip; reference: string; link: TrackingLink | undefined }> {
  const soon = await postJson<unknown>(app, sitePath(devCalls.soonTrip), { minutesFromNow, tracker });
  if (soon.status !== 200) throw new Error(`trips/soon answered ${soon.status}`);
  const trip = v.parse(soonTripSchema, soon.body);
  const booked = await postJson<unknown>(app, sitePath(devCalls.confirmedBooking), {
    vehicleTripRegistrationId: trip.vehicleTripRegistrationId, seats: [1], fullName: 'Ngozi Eze', email: 'ngozi@example.com', phoneNumber: '08012345678',
  });
  if (booked.status !== 200) throw new Error(`bookings/confirmed answered ${booked.status}`);
  const { bookingReferenceCode: reference } = v.parse(confirmedBookingSchema, booked.body);
  return { trip, reference, link: (await statusOf(app, reference)).data.userData[0]?.tracking };
}

export async function statusOf(app: TestApp, reference: string) {
  const res = await app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${reference}`);
  return v.parse(bookingStatusResponse, await res.json());
}

export async function getWith(app: TestApp, path: string, token?: string) {
  const res = await app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { code: string; shortDescription: string; data: unknown }, headers: res.headers };
}

export const vehicleTripPath = (imei: string) => `${sitePath(trackingCalls.vehicleTrip)}?vehicleImei=${imei}`;

/** The composed app listening on a free loopback port with the tracking socket, as server/main.ts serves it. */
export async function listen(app: TestApp): Promise<{ url: string; close: () => Promise<void> }> {
  let server: ServerType | undefined;
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket: { server: trackingSocketServer() } }, (info) => resolve(info));
  });
  return {
    url: `ws://127.0.0.1:${address.port}${sitePath(trackingCalls.liveLocation)}`,
    close: () => new Promise((resolve) => server!.close(() => resolve())),
  };
}

export type SocketOutcome = { protocol: string; messages: LocationResponseMessage[]; raw: string[]; code: number; reason: string };

/**
 * Opens the live socket as the page does (the token in the subprotocols), sends `message` (JSON
 * unless a string) once it is open, and resolves when the server closes it.
 */
export function askSocket(url: string, token: string | undefined, message?: unknown): Promise<SocketOutcome> {
  const protocols = [TRACKING_SOCKET_PROTOCOL, ...(token ? [`${TRACKING_BEARER_PREFIX}${token}`] : [])];
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const raw: string[] = [];
    ws.on('open', () => {
      if (message !== undefined) ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    });
    ws.on('message', (data) => raw.push(String(data)));
    ws.on('error', reject);
    ws.on('close', (code, reason) => resolve({
      protocol: ws.protocol,
      raw,
      messages: raw.map((r) => v.parse(locationResponseMessageSchema, JSON.parse(r))),
      code,
      reason: reason.toString(),
    }));
  });
}

export const getLocation = (imei: string) => ({ event: 'get-location', data: { imei, value: 'location' } });
