import { beforeAll, expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import * as placesCalls from '../../../contract/calls/places';
import * as settingsCalls from '../../../contract/calls/settings';
import { addDays, lagosToday } from '../../../contract/dates';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { routes, terminals } from '../../db/schema';
import { REVALIDATE_EACH_TIME } from '../../http/cached-json';
import { seed } from '../../seed/index';
import { forgetStaticLists } from './static-lists';

/*
 * Terminal, fare, route and pick-up lists (issue 14 §4): answered from memory with an ETag, 304
 * to a client that has the current one, and read again once the seed, their only writer, has run.
 */

const appOn = (db: Db) => createApp({ db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false } });
type App = Awaited<ReturnType<typeof appOn>>;

const JIBOWU = 1;
const UTAKO = 13;
const LISTS = [
  sitePath(settingsCalls.departureTerminals, { countryCode: 'NG' }),
  sitePath(settingsCalls.destinationTerminals, { id: JIBOWU }),
  sitePath(settingsCalls.terminal, { id: JIBOWU }),
  sitePath(settingsCalls.routeFares, { departureTerminalId: JIBOWU, destinationTerminalId: UTAKO }),
  `${sitePath(settingsCalls.popularRoutes)}?noOfDays=5&noOfRoutes=5`,
  sitePath(placesCalls.terminalDirectory),
  sitePath(placesCalls.pickupLocations),
];
const DEPARTURES = LISTS[0]!;

async function get(app: App, path: string, ifNoneMatch?: string) {
  const res = await app.request(path, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  return { status: res.status, etag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control'), text: await res.text() };
}

/** A terminal the seed of a later release might add, with a route out of it. */
async function addTerminal(db: Db) {
  await db.insert(terminals).values({
    id: 9001, name: 'Lagos (Test Park)', state: 'Lagos', address: '1 Test Road', phoneNumber: '08000000000', email: 'test.park@example.com', latitude: 6.5, longitude: 3.4,
  });
  await db.insert(routes).values({ id: 99001, departureTerminalId: 9001, destinationTerminalId: UTAKO, name: 'Lagos (Test Park) ==> Abuja (Utako)', distanceKm: 760, durationMinutes: 600 });
}

onBothDatabasesWithApp(appOn, (_name, t) => {
  beforeAll(() => forgetStaticLists(t.db));

  it('answers every list in the envelope with a strong ETag, and 304 with no body to a client that has it', async () => {
    for (const path of LISTS) {
      const first = await get(t.app, path);
      expect(first.status, path).toBe(200);
      expect(JSON.parse(first.text)).toMatchObject({ code: '1', shortDescription: 'SUCCESS' });
      expect(first.etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.cacheControl).toBe(REVALIDATE_EACH_TIME);
      for (const held of [first.etag!, `W/${first.etag}`, `"another", ${first.etag}`]) {
        const again = await get(t.app, path, held);
        expect(again, `${path} with ${held}`).toEqual({ status: 304, etag: first.etag, cacheControl: REVALIDATE_EACH_TIME, text: '' });
      }
    }
  });

  it('answers 200 with the list and its current ETag to a client holding another version', async () => {
    for (const path of LISTS) {
      const current = await get(t.app, path);
      expect(current).toMatchObject({ status: 200, etag: expect.stringMatching(/^"[\w-]+"$/) });
      expect(await get(t.app, path, '"an-older-list"'), path).toEqual(current);
    }
  });

  it('answers about a terminal nobody knows of from the database, as before', async () => {
    expect(JSON.parse((await get(t.app, sitePath(settingsCalls.destinationTerminals, { id: 8999 }))).text).data).toEqual([]);
    expect((await get(t.app, sitePath(settingsCalls.terminal, { id: 8999 }))).status).toBe(404);
  });

  it('keeps each list in memory until the seed runs again, then reads it afresh', async () => {
    const before = await get(t.app, DEPARTURES);
    await addTerminal(t.db);
    // Kept: the new terminal is not listed yet, and the client's copy is still current.
    expect(await get(t.app, DEPARTURES)).toEqual(before);
    expect((await get(t.app, DEPARTURES, before.etag!)).status).toBe(304);
    // Trip search already finds it: a terminal missing from memory is looked up in the database.
    const search = await t.app.request(sitePath(bookingCalls.tripSearch), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ departureTerminalId: 9001, destinationTerminalId: UTAKO, departureDate: addDays(lagosToday(), 1), numberOfAdults: 1, tripType: 0 }),
    });
    expect(((await search.json()) as { shortDescription: string }).shortDescription).toMatch(/^There's no bus travelling from Lagos \(Test Park\) terminal/);

    await seed(t.db, addDays(TEST_TODAY, 1));
    forgetStaticLists(t.db);
    const after = await get(t.app, DEPARTURES, before.etag!);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.text).data.map((x: { terminalName: string }) => x.terminalName)).toContain('Lagos (Test Park)');
    expect(JSON.parse((await get(t.app, sitePath(settingsCalls.destinationTerminals, { id: 9001 }))).text).data).toEqual([{ terminalId: UTAKO, terminalName: 'Abuja (Utako)' }]);
  });
});
