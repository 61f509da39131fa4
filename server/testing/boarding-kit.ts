import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { manifestResponse, scansResponse, staffTokenResponse, ticketKeysResponse, type Scan } from '../../contract/boarding';
import { sitePath } from '../../contract/call';
import * as boardingCalls from '../../contract/calls/boarding';
import * as devCalls from '../../contract/calls/dev';
import { confirmedBookingSchema, devStaffSchema, soonTripSchema, type SoonTrip } from '../../contract/dev';
import { importTicketKeys, type TicketKeyring } from '../../contract/ticket-signature';
import { signIn } from '../../tests/fixtures/accounts';
import type { Db } from '../db/client';
import { routes } from '../db/schema';
import { postJson, type TestApp } from './booking-kit';

/** Helpers shared by the boarding tests (not a test file itself). */

/** A trip of the dev fixture `minutesFromNow` ahead with a confirmed booking on `seats`; its terminal and signed QR. */
export async function bookedTrip(app: TestApp, db: Db, minutesFromNow: number, seats = [1, 2], fullName = 'Ngozi Adaeze Eze') {
  const soon = await postJson<unknown>(app, sitePath(devCalls.soonTrip), { minutesFromNow });
  if (soon.status !== 200) throw new Error(`trips/soon answered ${soon.status}`);
  const trip: SoonTrip = v.parse(soonTripSchema, soon.body);
  const booked = await postJson<unknown>(app, sitePath(devCalls.confirmedBooking), {
    vehicleTripRegistrationId: trip.vehicleTripRegistrationId, seats, fullName, email: 'ngozi.boarding@example.com', phoneNumber: '08012345678',
  });
  if (booked.status !== 200) throw new Error(`bookings/confirmed answered ${booked.status}`);
  const { bookingReferenceCode: reference, ticketQr } = v.parse(confirmedBookingSchema, booked.body);
  const [route] = await db.select({ terminalId: routes.departureTerminalId }).from(routes).where(eq(routes.id, trip.routeId));
  return { trip, reference, ticketQr: ticketQr!, terminalId: route!.terminalId };
}

/** A new staff account at a terminal, signed in: its access token. */
export async function staffAt(app: TestApp, terminalId: number) {
  const made = await postJson<unknown>(app, sitePath(devCalls.staff), { terminalId });
  if (made.status !== 200) throw new Error(`dev staff answered ${made.status}`);
  const account = v.parse(devStaffSchema, made.body);
  const signed = await signIn(app, account.email, account.password);
  const token = signed.result?.Data?.jwtToken;
  if (!token) throw new Error(`staff sign-in: ${signed.envelope.shortDescription}`);
  return { ...account, token };
}

export async function request(app: TestApp, method: string, path: string, token?: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { code: string; shortDescription: string; data: unknown } };
}

export async function ticketKeys(app: TestApp): Promise<{ keys: v.InferOutput<typeof ticketKeysResponse>['data']['keys']; keyring: TicketKeyring }> {
  const answer = await request(app, 'GET', sitePath(boardingCalls.keys));
  const keys = v.parse(ticketKeysResponse, answer.body).data.keys;
  return { keys, keyring: await importTicketKeys(keys) };
}

export async function manifestOf(app: TestApp, token: string, date?: string) {
  const answer = await request(app, 'GET', `${sitePath(boardingCalls.manifest)}${date ? `?date=${date}` : ''}`, token);
  if (answer.status !== 200) throw new Error(`manifest answered ${answer.status}: ${answer.body.shortDescription}`);
  return v.parse(manifestResponse, answer.body).data;
}

export async function staffToken(app: TestApp, accessToken: string) {
  const answer = await request(app, 'POST', sitePath(boardingCalls.staffToken), accessToken);
  return { status: answer.status, data: answer.status === 200 ? v.parse(staffTokenResponse, answer.body).data : undefined };
}

export async function upload(app: TestApp, token: string, deviceId: string, scans: Scan[]) {
  const answer = await request(app, 'POST', sitePath(boardingCalls.scans), token, { deviceId, scans });
  if (answer.status !== 200) throw new Error(`scans answered ${answer.status}: ${answer.body.shortDescription}`);
  return v.parse(scansResponse, answer.body).data.results;
}

export const scan = (reference: string, tripId: number, overrides: Partial<Scan> = {}): Scan => ({
  scanId: globalThis.crypto.randomUUID(), reference, tripId, scannedAt: new Date().toISOString(), verdict: 'accepted', ...overrides,
});
