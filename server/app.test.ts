import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../tests/fixtures/test-db';
import type { DbHandle } from './db/client';
import { createApp } from './app';
import * as settingsCalls from '../contract/calls/settings';
import { send } from '../tests/fixtures/accounts';

let handle: DbHandle;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true } });
});
afterAll(() => handle.close());

type Body<T = unknown> = { code: string; shortDescription: string; data: T };
const get = async <T>(path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as Body<T> };
};

describe('health', () => {
  it('answers ok when the database does', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('settings service', () => {
  it('lists departure terminals in the envelope', async () => {
    const { status, body } = await send(app, settingsCalls.departureTerminals, { params: { countryCode: 'NG' } });
    expect(status).toBe(200);
    expect(body.code).toBe('1');
    expect(body.data.length).toBeGreaterThan(25);
    expect(body.data.map((t) => t.terminalName)).toContain('Lagos (Jibowu)');
  });

  it('lists destinations and fares of a route, fares in kobo', async () => {
    const terminals = (await send(app, settingsCalls.departureTerminals, { params: { countryCode: 'NG' } })).body.data;
    const jibowu = terminals.find((t) => t.terminalName === 'Lagos (Jibowu)')!.terminalId;
    const dest = (await send(app, settingsCalls.destinationTerminals, { params: { id: jibowu } })).body.data;
    const utako = dest.find((t) => t.terminalName === 'Abuja (Utako)')!.terminalId;
    const { body } = await send(app, settingsCalls.routeFares, {
      params: { departureTerminalId: jibowu, destinationTerminalId: utako },
      query: { departureTerminalId: String(jibowu), destinationTerminalId: String(utako) },
    });
    expect(body.data.map((f) => f.vehicleModelName)).toContain('Hiace');
    for (const fare of body.data) {
      expect(fare).toMatchObject({ routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)' });
      expect(Number.isInteger(fare.amount)).toBe(true);
      expect(fare.amount % 100).toBe(0);
    }
  });

  it('answers an unknown route with an empty list, not an error', async () => {
    const { status, body } = await send(app, settingsCalls.routeFares, { params: { departureTerminalId: 1, destinationTerminalId: 1 } });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('gives the popular routes asked for', async () => {
    const { body } = await send(app, settingsCalls.popularRoutes, { query: { noOfDays: '5', noOfRoutes: '5' } });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]?.routeName).toContain('==>');
    for (const route of body.data) expect(route.routeName).toBe(`${route.departureTerminalName} ==> ${route.destinationTerminalName}`);
  });

  it('answers a missing terminal with 404 in the envelope', async () => {
    const { status, body } = await send(app, settingsCalls.terminal, { params: { id: 99999 } });
    expect(status).toBe(404);
    expect(body).toEqual({ code: '404', shortDescription: 'Terminal not found.', data: null });
  });
});

describe('bad input', () => {
  it.each([
    ['a terminal that is not a number', () => send(app, settingsCalls.destinationTerminals, { params: { id: 'abc' } }), /terminal is named by its number/],
    ['a terminal numbered 0', () => send(app, settingsCalls.routeFares, { params: { departureTerminalId: 0, destinationTerminalId: 2 } }), /terminal is named by its number/],
    ['a count of routes that is not a number', () => send(app, settingsCalls.popularRoutes, { query: { noOfRoutes: 'lots' } }), /number of routes is a whole number from 1 to 20/],
    ['a three-letter country code', () => send(app, settingsCalls.departureTerminals, { params: { countryCode: 'NGA' } }), /Country code/],
  ])('%s gets 400 with a clear message', async (_, ask, message) => {
    const { status, body } = await ask();
    expect(status).toBe(400);
    expect(body.code).toBe('400');
    expect(body.shortDescription).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('an unknown API call is a 404 envelope, never the app shell', async () => {
    const { status, body } = await get('/api/booking/nothing-here');
    expect(status).toBe(404);
    expect(body.code).toBe('404');
    expect(body.shortDescription).toMatch(/booking service/);
    expect((await get('/api/nowhere/at-all')).status).toBe(404);
  });

  it('the wallet service answers in its own envelope', async () => {
    const res = await app.request('/api/wallet/api/WalletApi/Nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ Status: 404, Payload: null, Errors: [expect.stringMatching(/wallet service/)] });
  });
});
