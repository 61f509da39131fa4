import { describe, expect, it } from 'vitest';
import { tripSearchBody, type BusTrip } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import { FLAGSHIP, postJson, search, searchBody, terminalId, TOMORROW, bookingTestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import { send } from '../../../tests/fixtures/accounts';

const env = bookingTestApp();
const PATH = sitePath(bookingCalls.tripSearch);

const times = (list: BusTrip[]) => list.map((t) => t.departureTime);
const toMinutes = (t: string) => {
  const [, h = '0', m = '0', ap] = /^(\d\d):(\d\d) (AM|PM)$/.exec(t) ?? [];
  return ((Number(h) % 12) + (ap === 'PM' ? 12 : 0)) * 60 + Number(m);
};

describe('POST /Booking/availabletripdetails', () => {
  it('lists direct departures with live availability, times as 08:15 AM, sorted by time', async () => {
    const { status, body } = await search(env.app, env.db, { ...FLAGSHIP });
    expect(status).toBe(200);
    expect(body.code).toBe('1');
    const { departures, arrivals, alternativeDepartures, suggestedOneWay } = body.data;
    expect(times(departures)).toEqual(expect.arrayContaining(['07:00 AM', '09:30 AM']));
    expect(departures.map((t) => toMinutes(t.departureTime))).toEqual(departures.map((t) => toMinutes(t.departureTime)).sort((a, b) => a - b));
    for (const trip of departures) {
      expect(trip).toMatchObject({ routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)' });
      expect(trip.departureDate).toBe(TOMORROW);
      expect(trip.departureTime).toMatch(/^\d\d:\d\d (AM|PM)$/);
      expect(trip.availableNumberOfSeats).toBe(trip.availableSeats.length);
      expect(trip.availableSeats.every((s) => s >= 1 && s <= trip.totalNumberOfSeats)).toBe(true);
      expect(Number.isInteger(trip.farePrice) && trip.farePrice > 0).toBe(true);
    }
    const hiace = departures.find((t) => t.departureTime === '07:00 AM')!;
    expect(hiace).toMatchObject({ vehicleModel: 'Hiace', vehicleName: 'Hiace 14 seater', totalNumberOfSeats: 14, isPalliative: false, isSub: false });
    expect(hiace.availableNumberOfSeats).toBeGreaterThanOrEqual(11);
    expect(arrivals).toEqual([]);
    expect(alternativeDepartures).toEqual([]);
    expect(suggestedOneWay).toBe(0);
  });

  it('offers the daily 08:15 AM stopover departure from Benin (Akpakpava) to Lagos (Iyana Ipaja)', async () => {
    const { body } = await search(env.app, env.db, { from: 'Benin (Akpakpava)', to: 'Lagos (Iyana Ipaja)', date: addDays(TEST_TODAY, 5) });
    expect(times(body.data.departures)).toContain('08:15 AM');
  });

  it('flags the Tuesday Palliative departure', async () => {
    // TEST_TODAY is a Monday, so tomorrow is a Tuesday.
    const { body } = await search(env.app, env.db, { from: 'Lagos (Iyana Ipaja)', to: 'Onitsha' });
    const palliative = body.data.departures.find((t) => t.departureTime === '06:30 AM');
    expect(palliative?.isPalliative).toBe(true);
  });

  it('suggests departures from nearby terminals (same state) when there is no direct bus', async () => {
    // Lagos (Ajah) has no route to Ekpoma; Lagos (Jibowu) has.
    const { body } = await search(env.app, env.db, { from: 'Lagos (Ajah)', to: 'Ekpoma' });
    expect(body.code).toBe('1');
    expect(body.data.departures).toEqual([]);
    expect(body.data.alternativeDepartures.length).toBeGreaterThan(0);
    expect(body.data.alternativeDepartures.every((t) => t.routeName.startsWith('Lagos (') && t.routeName.endsWith('==> Ekpoma'))).toBe(true);
    expect(body.data.suggestedOneWay).toBe(1);
    expect(body.shortDescription).toBe("There's no bus travelling from Lagos (Ajah) terminal to Ekpoma terminal. Check out other nearby terminals travelling to your destination.");
  });

  it('round trip: return trips from the destination back on the return date', async () => {
    const returnDate = addDays(TOMORROW, 3);
    const { body } = await search(env.app, env.db, { ...FLAGSHIP, returnDate });
    expect(body.data.departures.length).toBeGreaterThan(0);
    expect(body.data.arrivals.length).toBeGreaterThan(0);
    for (const trip of body.data.arrivals) {
      expect(trip.routeName).toBe('Abuja (Utako) ==> Lagos (Jibowu)');
      expect(trip.departureDate).toBe(returnDate);
    }
    expect(body.data.suggestedReturn).toBe(0);
  });

  it('round trip without a direct return suggests returns to terminals near the departure', async () => {
    // Ekpoma → Lagos (Ajah) has no route: returns go from Lagos (Ajah) to other Edo terminals.
    const { body } = await search(env.app, env.db, { from: 'Ekpoma', to: 'Lagos (Ajah)', returnDate: addDays(TOMORROW, 3) });
    expect(body.data.arrivals).toEqual([]);
    expect(body.data.alternativeArrivals.length).toBeGreaterThan(0);
    expect(body.data.alternativeArrivals.every((t) => t.routeName.startsWith('Lagos (Ajah) ==> '))).toBe(true);
    expect(body.data.suggestedReturn).toBe(1);
  });

  it.each([
    ['Jos', 'Calabar', TOMORROW, 'no route at all'],
    ['Lagos (Jibowu)', 'Jos', TOMORROW, 'a Monday/Wednesday/Friday route on a Tuesday'],
  ])('%s → %s: no bus (%s)', async (from, to, date) => {
    const { status, body } = await search(env.app, env.db, { from, to, date });
    expect(status).toBe(200);
    expect(body.data).toEqual({ departures: [], arrivals: [], alternativeDepartures: [], alternativeArrivals: [], suggestedOneWay: 0, suggestedReturn: 0 });
    expect(body.shortDescription).toBe(`There's no bus travelling from ${from} terminal to ${to} terminal. Check out other nearby terminals travelling to your destination.`);
  });

  it.each([
    ['today', TEST_TODAY],
    ['22 days ahead', addDays(TEST_TODAY, 22)],
    ['in the past', '2026-01-05'],
  ])('refuses a departure date %s with 400', async (_label, date) => {
    const { status, body } = await search(env.app, env.db, { ...FLAGSHIP, date });
    expect(status).toBe(400);
    expect(body).toEqual({ code: '400', shortDescription: 'Choose a departure date from Tue, 24 Nov 2026 to Mon, 14 Dec 2026.', data: null });
  });

  it('refuses a return date on the departure day or past the 21-day window', async () => {
    const sameDay = await search(env.app, env.db, { ...FLAGSHIP, returnDate: TOMORROW });
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.shortDescription).toBe('Choose a return date from Wed, 25 Nov 2026 to Mon, 14 Dec 2026.');
    const late = await search(env.app, env.db, { ...FLAGSHIP, returnDate: addDays(TEST_TODAY, 22) });
    expect(late.status).toBe(400);
  });

  it.each([
    ['a missing terminal', (b: Record<string, unknown>) => ({ ...b, departureTerminalId: undefined }), /^Error validating your request, Please try again!$/],
    ['a date typed as dd/mm/yyyy', (b: Record<string, unknown>) => ({ ...b, departureDate: '24/11/2026' }), /^Dates are yyyy-mm-dd\.$/],
    ['the same terminal twice', (b: Record<string, unknown>) => ({ ...b, destinationTerminalId: b.departureTerminalId }), /^Departure and destination must differ\.$/],
    ['a round trip without a return date', (b: Record<string, unknown>) => ({ ...b, tripType: '1', returnDate: '' }), /^A round trip needs a return date\.$/],
    ['14 adults', (b: Record<string, unknown>) => ({ ...b, numberOfAdults: '14' }), /^At most 13 adults per booking\.$/],
    ['children', (b: Record<string, unknown>) => ({ ...b, numberOfChildren: '2' }), /^Error validating your request, Please try again!$/],
  ])('answers a body with %s with 400 and a clear message', async (_label, change, message) => {
    const body = change((await searchBody(env.db, { ...FLAGSHIP })) as unknown as Record<string, unknown>);
    const res = await postJson(env.app, PATH, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.shortDescription).toMatch(message);
  });

  it("reads the spec's request into the app's search, and the app's tripSearchBody is that request", async () => {
    const spec = await searchBody(env.db, { ...FLAGSHIP, returnDate: addDays(TEST_TODAY, 4), adults: 2 });
    const held = { from: await terminalId(env.db, FLAGSHIP.from), to: await terminalId(env.db, FLAGSHIP.to), date: TOMORROW, adults: 2, returnDate: addDays(TEST_TODAY, 4) };
    const fromApp = await send(env.app, bookingCalls.tripSearch, { body: tripSearchBody(held) });
    const asSpec = await send(env.app, bookingCalls.tripSearch, { body: spec });
    expect(fromApp.status).toBe(200);
    expect(fromApp.body.data?.arrivals.length).toBeGreaterThan(0);
    expect(fromApp.body).toEqual(asSpec.body);
    // The wire has the spec's names only: the app's own shape is not guessed at.
    expect((await postJson(env.app, PATH, held)).status).toBe(400);
  });

  it('answers an unknown terminal and malformed JSON with 400 in the envelope', async () => {
    const unknown = await postJson(env.app, PATH, { ...(await searchBody(env.db, { ...FLAGSHIP })), destinationTerminalId: 999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.shortDescription).toBe('There is no destination terminal with id 999.');
    const res = await env.app.request(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"departureTerminalId": 1,' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: '400', shortDescription: 'Malformed JSON in request body.', data: null });
  });
});
