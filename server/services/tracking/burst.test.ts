import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TRACKING_CLOSE } from '../../../contract/tracking';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { appFor, NOW } from '../../testing/booking-kit';
import { askSocket, bookedTrip, getLocation, getWith, listen, statusOf, vehicleTripPath } from '../../testing/tracking-kit';

/*
 * Tracking under a burst, on PGlite and on a real PostgreSQL with a pool of ten: the first tokens
 * this database ever signs are asked for 60 times at once (the signing secret is made once, and
 * every look-up gives the same link), and 60 phones open the live socket at the same moment (each
 * gets its one answer). Tracking adds no limit of its own: the token is bound to one trip.
 */

const BURST = 60;

beforeAll(() => {
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

onBothDatabasesWithApp(appFor, (_name, t) => {
  it('gives every one of a burst of look-ups the same tracking link, which opens the trip', async () => {
    const { reference, trip } = await bookedTrip(t.app, -90);
    const links = await Promise.all(Array.from({ length: BURST }, async () => (await statusOf(t.app, reference)).data.userData[0]?.tracking));
    expect(new Set(links.map((link) => link?.token)).size).toBe(1);
    const token = links[0]!.token;
    const answers = await Promise.all(Array.from({ length: BURST }, () => getWith(t.app, vehicleTripPath(trip.trackerId), token)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: BURST }, () => 200));
  }, 60_000);

  it('answers a burst of live sockets, each once', async () => {
    const { trip, link } = await bookedTrip(t.app, -91);
    const server = await listen(t.app);
    try {
      const outcomes = await Promise.all(Array.from({ length: BURST }, () => askSocket(server.url, link!.token, getLocation(trip.trackerId))));
      for (const outcome of outcomes) {
        expect(outcome.code).toBe(TRACKING_CLOSE.answered);
        expect(outcome.messages).toHaveLength(1);
        expect(outcome.messages[0]!.data.received_data.status).toBe(true);
      }
      // Same clock, same bus: the same place for all.
      expect(new Set(outcomes.map((o) => JSON.stringify(o.messages[0]!.data.received_data))).size).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);
});
