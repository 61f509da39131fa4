import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WSContext } from 'hono/ws';
import { STAGE_MESSAGES, TRACKING_CLOSE, TRACKING_MESSAGES, TRACKING_SOCKET_IDLE_MS } from '../../../contract/tracking';
import { distanceKm } from '../../../contract/tickets';
import { openTestDatabase } from '../../../tests/fixtures/test-db';
import { createApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { appFor, minutesAfter, NOW, type TestApp } from '../../testing/booking-kit';
import { askSocket, bookedTrip, getLocation, getWith, listen } from '../../testing/tracking-kit';
import { NO_TRACKING_DEPS } from './context';
import { socketEvents } from './socket';
import { sitePath } from '../../../contract/call';
import * as trackingCalls from '../../../contract/calls/tracking';

/**
 * The live socket as a phone meets it: a real server on a loopback port (upgrades need one),
 * the ws client, the sandbox's vehicle simulator behind it, the clock frozen at NOW and moved.
 */

let handle: DbHandle;
let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  vi.setSystemTime(NOW);
  handle = await openTestDatabase();
  app = await appFor(handle.db);
  server = await listen(app);
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await server.close();
  await handle.close();
});

const jibowu = { latitude: 6.5158, longitude: 3.3725 };

describe('the live socket', () => {
  it('answers one get-location with where the bus is, in the spec’s event shape, and closes', async () => {
    const { trip, link } = await bookedTrip(app, -60);
    const outcome = await askSocket(server.url, link!.token, getLocation(trip.trackerId));
    expect(outcome.protocol).toBe('freely-track');
    expect(outcome.code).toBe(TRACKING_CLOSE.answered);
    expect(outcome.messages).toHaveLength(1);
    const { received_data: fix } = outcome.messages[0]!.data;
    expect(fix).toMatchObject({ status: true, msg: STAGE_MESSAGES.moving, stage: 'moving', takenAt: NOW.toISOString() });
    expect(fix.speed).toBeGreaterThan(30);
    expect(fix.speed).toBeLessThan(90);
    // An hour out of Lagos at about 60 km/h: well away from Jibowu, nowhere near Abuja yet.
    const out = distanceKm(jibowu, fix);
    expect(out).toBeGreaterThan(20);
    expect(out).toBeLessThan(90);
  });

  it('follows the bus as the clock moves: a new connection gives a new position, and the terminals before and after', async () => {
    const { trip, link } = await bookedTrip(app, -61);
    const at = async (when: Date) => {
      vi.setSystemTime(when);
      return (await askSocket(server.url, link!.token, getLocation(trip.trackerId))).messages[0]!.data.received_data;
    };
    const first = await at(NOW);
    const later = await at(minutesAfter(NOW, 10));
    expect(later.takenAt).toBe(minutesAfter(NOW, 10).toISOString());
    expect(distanceKm(first, later)).toBeGreaterThan(3);
    expect(distanceKm(jibowu, later)).toBeGreaterThan(distanceKm(jibowu, first));

    const before = await at(minutesAfter(new Date(trip.departsAt), -5));
    expect(before).toMatchObject({ status: true, speed: 0, stage: 'waiting', msg: STAGE_MESSAGES.waiting });
    expect(distanceKm(jibowu, before)).toBeLessThan(1);
    const after = await at(minutesAfter(new Date(link!.arrivesAt), 5));
    expect(after).toMatchObject({ status: true, speed: 0, stage: 'arrived', msg: STAGE_MESSAGES.arrived });
    expect(distanceKm({ latitude: 9.08, longitude: 7.44 }, after)).toBeLessThan(10);
  });

  it('closes at once without a token, with a forged one or an expired one: Invalid Information!', async () => {
    const { trip, link } = await bookedTrip(app, -62);
    for (const token of [undefined, `${link!.token}x`]) {
      const outcome = await askSocket(server.url, token, getLocation(trip.trackerId));
      expect(outcome).toMatchObject({ code: TRACKING_CLOSE.badToken, reason: TRACKING_MESSAGES.invalid, messages: [] });
    }
    vi.setSystemTime(minutesAfter(new Date(link!.arrivesAt), 31));
    expect(await askSocket(server.url, link!.token, getLocation(trip.trackerId))).toMatchObject({ code: TRACKING_CLOSE.badToken, messages: [] });
  });

  it('refuses another vehicle’s tracker and a malformed request', async () => {
    const { link } = await bookedTrip(app, -63);
    const other = await bookedTrip(app, -64);
    expect(await askSocket(server.url, link!.token, getLocation(other.trip.trackerId)))
      .toMatchObject({ code: TRACKING_CLOSE.otherVehicle, reason: TRACKING_MESSAGES.invalid, messages: [] });
    for (const bad of ['not json', { event: 'get-position', data: {} }, { event: 'get-location', data: { imei: 'x' } }]) {
      const outcome = await askSocket(server.url, link!.token, bad);
      expect(outcome.code).toBe(TRACKING_CLOSE.badRequest);
      expect(outcome.messages[0]?.data.received_data).toMatchObject({ status: false, msg: TRACKING_MESSAGES.invalid });
    }
  });

  it("says Can't get vehicle locatioon for a tracker that has no fix", async () => {
    const { trip, link } = await bookedTrip(app, -65, 'silent');
    expect(trip.trackerId).toMatch(/^990000\d{9}$/);
    const outcome = await askSocket(server.url, link!.token, getLocation(trip.trackerId));
    expect(outcome.code).toBe(TRACKING_CLOSE.answered);
    expect(outcome.messages[0]?.data.received_data).toMatchObject({ status: false, msg: TRACKING_MESSAGES.cannotLocate });
  });

  it('answers a plain request with 426 in the envelope', async () => {
    const res = await getWith(app, sitePath(trackingCalls.liveLocation));
    expect(res).toMatchObject({ status: 426, body: { code: '426', shortDescription: TRACKING_MESSAGES.socketOnly } });
    expect(res.headers.get('upgrade')).toBe('websocket');
  });
});

describe('a socket that asks nothing', () => {
  it('is closed after TRACKING_SOCKET_IDLE_MS, and a refused one at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const closed: [number | undefined, string | undefined][] = [];
      const ws = { close: (code?: number, reason?: string) => closed.push([code, reason]), send: () => undefined } as unknown as WSContext;
      const events = socketEvents(handle.db, NO_TRACKING_DEPS, { tripId: 1, imei: '351234567890123', exp: 0 });
      events.onOpen?.(new Event('open'), ws);
      vi.advanceTimersByTime(TRACKING_SOCKET_IDLE_MS - 1);
      expect(closed).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(closed).toEqual([[TRACKING_CLOSE.idle, 'No get-location']]);

      socketEvents(handle.db, NO_TRACKING_DEPS, null).onOpen?.(new Event('open'), ws);
      expect(closed.at(-1)).toEqual([TRACKING_CLOSE.badToken, TRACKING_MESSAGES.invalid]);
    } finally {
      vi.useRealTimers();
      vi.setSystemTime(NOW);
    }
  });
});

describe('without the sandbox', () => {
  it('has no telematics provider, so no bus can be located', async () => {
    const { trip, link } = await bookedTrip(app, -66);
    const bare = await createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false } });
    const plain = await listen(bare);
    try {
      const outcome = await askSocket(plain.url, link!.token, getLocation(trip.trackerId));
      expect(outcome.messages[0]?.data.received_data).toMatchObject({ status: false, msg: TRACKING_MESSAGES.cannotLocate });
    } finally {
      await plain.close();
    }
  });
});
