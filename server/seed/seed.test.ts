import { describe, expect, it } from 'vitest';
import { addDays } from '../../contract/dates';
import { seedFares } from './fares';
import { seedPickupLocations } from './pickup-locations';
import { seedRoutes } from './routes';
import { buildSchedule, FLAGSHIP_ROUTE, SCHEDULE_DAYS, STOPOVER_ROUTE, type ScheduledTrip } from './schedule';
import { seedTerminals } from './terminals';
import { HIACE_MODEL_ID, seedVehicleModels } from './vehicle-models';

const TODAY = '2026-11-23';
const schedule = buildSchedule(TODAY, seedRoutes, seedVehicleModels, seedFares);
const terminalNames = new Set(seedTerminals.map((t) => t.name));
const routeByName = new Map(seedRoutes.map((r) => [r.name, r]));
const free = (s: ScheduledTrip) => s.trip.totalSeats - s.bookedSeats.length;

describe('terminals', () => {
  it('has about 33 terminals with unique ids and names', () => {
    expect(seedTerminals.length).toBeGreaterThanOrEqual(30);
    expect(seedTerminals.length).toBeLessThanOrEqual(36);
    expect(new Set(seedTerminals.map((t) => t.id)).size).toBe(seedTerminals.length);
    expect(terminalNames.size).toBe(seedTerminals.length);
  });

  it('covers every state of the spec', () => {
    const states = new Set(seedTerminals.map((t) => t.state));
    for (const state of ['abia', 'abuja', 'akwaibom', 'anambra', 'bayelsa', 'edo', 'delta', 'enugu', 'imo', 'lagos',
      'cross-river', 'kaduna', 'portharcourt', 'plateau']) {
      expect(states, state).toContain(state);
    }
  });

  it('has Zuba twice and the required terminals', () => {
    expect(seedTerminals.filter((t) => t.name.includes('Zuba'))).toHaveLength(2);
    for (const name of ['Lagos (Jibowu)', 'Lagos (Iyana Ipaja)', 'Lagos (Ajah)', 'Lagos (Festac)', 'Lagos (Ikotun)',
      'Lagos (Maza Maza)', 'Benin (Akpakpava)', 'Benin (Uselu)', 'Auchi', 'Ekpoma', 'Abuja (Utako)', 'Port Harcourt',
      'Aba', 'Umuahia', 'Onitsha', 'Awka', 'Asaba', 'Warri', 'Yenagoa', 'Enugu', 'Owerri', 'Uyo', 'Calabar', 'Kaduna',
      'Jos']) {
      expect(terminalNames, name).toContain(name);
    }
  });

  it('places every terminal inside Nigeria with an 11-digit phone and an e-mail', () => {
    for (const t of seedTerminals) {
      expect(t.latitude, t.name).toBeGreaterThan(4);
      expect(t.latitude, t.name).toBeLessThan(14);
      expect(t.longitude, t.name).toBeGreaterThan(2.6);
      expect(t.longitude, t.name).toBeLessThan(14.7);
      expect(t.phoneNumber).toMatch(/^0[789]\d{9}$/);
      expect(t.email).toMatch(/^[a-z]+@freely\.ng$/);
    }
  });
});

describe('pick-up locations', () => {
  it('has about 26 entries with unique ids and an empty Ajah list', () => {
    expect(seedPickupLocations.length).toBeGreaterThanOrEqual(24);
    expect(seedPickupLocations.length).toBeLessThanOrEqual(28);
    expect(new Set(seedPickupLocations.map((p) => p.id)).size).toBe(seedPickupLocations.length);
    expect(seedPickupLocations.find((p) => p.terminal === 'Ajah')?.location).toEqual([]);
    expect(seedPickupLocations.filter((p) => p.location.length === 0)).toHaveLength(1);
  });
});

describe('routes and fares', () => {
  it('names every route "A ==> B" after two known, distinct terminals', () => {
    for (const r of seedRoutes) {
      const [from, to, ...rest] = r.name.split(' ==> ');
      expect(rest).toEqual([]);
      expect(terminalNames).toContain(from);
      expect(terminalNames).toContain(to);
      expect(from).not.toBe(to);
    }
  });

  it('has unique ids and pairs, both directions, and at least two destinations per departure', () => {
    expect(seedRoutes.length).toBeGreaterThanOrEqual(150);
    expect(seedRoutes.length).toBeLessThanOrEqual(300);
    expect(new Set(seedRoutes.map((r) => r.id)).size).toBe(seedRoutes.length);
    const pairs = new Set(seedRoutes.map((r) => `${r.departureTerminalId}-${r.destinationTerminalId}`));
    expect(pairs.size).toBe(seedRoutes.length);
    for (const r of seedRoutes) expect(pairs).toContain(`${r.destinationTerminalId}-${r.departureTerminalId}`);
    for (const t of seedTerminals) {
      expect(seedRoutes.filter((r) => r.departureTerminalId === t.id).length, t.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('leaves some pairs without a route and ranks the popular ones 1..8', () => {
    expect(routeByName.has('Jos ==> Calabar')).toBe(false);
    expect(routeByName.has('Calabar ==> Jos')).toBe(false);
    const ranks = seedRoutes.flatMap((r) => (r.popularRank === null ? [] : [r.popularRank])).sort((a, b) => a - b);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(routeByName.get('Lagos (Jibowu) ==> Abuja (Utako)')?.popularRank).toBe(1);
  });

  it('prices every route with a Hiace fare in whole kobo, and longer trips cost more', () => {
    const hiace = new Map(seedFares.filter((f) => f.vehicleModelId === HIACE_MODEL_ID).map((f) => [f.routeId, f.amountKobo]));
    for (const r of seedRoutes) expect(hiace.get(r.id), r.name).toBeGreaterThanOrEqual(500_000);
    for (const f of seedFares) expect(Number.isInteger(f.amountKobo)).toBe(true);
    const lagosAbuja = routeByName.get('Lagos (Jibowu) ==> Abuja (Utako)');
    const lagosBenin = routeByName.get('Lagos (Jibowu) ==> Benin (Akpakpava)');
    expect(hiace.get(lagosAbuja?.id ?? 0)).toBeGreaterThan(hiace.get(lagosBenin?.id ?? 0) ?? Infinity);
    const sienna = seedVehicleModels.find((m) => m.name === 'Sienna');
    const distance = new Map(seedRoutes.map((r) => [r.id, r.distanceKm]));
    for (const f of seedFares.filter((x) => x.vehicleModelId === sienna?.id)) {
      expect(distance.get(f.routeId)).toBeGreaterThan(300);
    }
  });
});

describe('buildSchedule', () => {
  const dates = [...new Set(schedule.map((s) => s.trip.departureDate))];

  it('covers today and the 21 days ahead', () => {
    expect(SCHEDULE_DAYS).toBe(22);
    expect(dates).toHaveLength(22);
    expect(dates[0]).toBe(TODAY);
    expect(dates[21]).toBe(addDays(TODAY, 21));
  });

  it('runs Benin (Akpakpava) ==> Lagos (Iyana Ipaja) at 08:15 by Hiace with free seats every day', () => {
    const routeId = routeByName.get(STOPOVER_ROUTE)?.id;
    for (const date of dates) {
      const trip = schedule.find((s) => s.trip.routeId === routeId && s.trip.departureDate === date
        && s.trip.departureTime === '08:15');
      expect(trip?.trip.vehicleModelId, date).toBe(HIACE_MODEL_ID);
      expect(trip && free(trip), date).toBeGreaterThan(0);
    }
  });

  it('keeps at least two Lagos (Jibowu) ==> Abuja (Utako) trips with free seats every day', () => {
    const routeId = routeByName.get(FLAGSHIP_ROUTE)?.id;
    for (const date of dates) {
      const open = schedule.filter((s) => s.trip.routeId === routeId && s.trip.departureDate === date && free(s) > 0);
      expect(open.length, date).toBeGreaterThanOrEqual(2);
    }
  });

  it('has 1–4 departures between 06:00 and 16:00 on quarter hours, and some route-days with none', () => {
    const perRouteDay = new Map<string, number>();
    const badTimes = schedule.filter(({ trip }) => !/^(0[6-9]|1[0-5]):(00|15|30|45)$|^16:00$/.test(trip.departureTime)
      || trip.departsAt.getTime() !== Date.parse(`${trip.departureDate}T${trip.departureTime}:00+01:00`));
    expect(badTimes).toEqual([]);
    for (const { trip } of schedule) {
      const key = `${trip.routeId}|${trip.departureDate}`;
      perRouteDay.set(key, (perRouteDay.get(key) ?? 0) + 1);
    }
    for (const n of perRouteDay.values()) expect(n).toBeLessThanOrEqual(4);
    expect(perRouteDay.size).toBeLessThan(seedRoutes.length * dates.length);
  });

  it('uses every seat layout and has nearly full, full and Palliative trips', () => {
    expect(new Set(schedule.map((s) => s.trip.totalSeats))).toEqual(new Set([6, 8, 12, 13, 14]));
    expect(schedule.some((s) => free(s) === 1 || free(s) === 2)).toBe(true);
    expect(schedule.some((s) => free(s) === 0)).toBe(true);
    const palliative = schedule.filter((s) => s.trip.isPalliative);
    expect(palliative.length).toBeGreaterThan(0);
    expect(schedule.some((s) => s.trip.cashbackKobo > 0)).toBe(true);
    for (const s of schedule) expect(Number.isInteger(s.trip.fareKobo) && s.trip.fareKobo > 0).toBe(true);
  });

  it('pre-books unique seats within 1..totalSeats', () => {
    const bad = schedule.filter(({ trip, bookedSeats }) => new Set(bookedSeats).size !== bookedSeats.length
      || bookedSeats.some((seat) => !Number.isInteger(seat) || seat < 1 || seat > trip.totalSeats));
    expect(bad).toEqual([]);
  });

  it('has one trip per slot (the trips_slot_uq index)', () => {
    const slots = schedule.map((s) => `${s.trip.routeId}|${s.trip.departureDate}|${s.trip.departureTime}|${s.trip.vehicleModelId}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('is deterministic, and a later today keeps the overlapping dates identical', () => {
    expect(buildSchedule(TODAY, seedRoutes, seedVehicleModels, seedFares)).toEqual(schedule);
    const tomorrow = addDays(TODAY, 1);
    const later = buildSchedule(tomorrow, seedRoutes, seedVehicleModels, seedFares);
    const overlap = (list: ScheduledTrip[]) => list.filter((s) => s.trip.departureDate >= tomorrow
      && s.trip.departureDate <= addDays(TODAY, 21));
    expect(overlap(later)).toEqual(overlap(schedule));
    expect(later.some((s) => s.trip.departureDate === addDays(TODAY, 22))).toBe(true);
  });
});
