import { describe, expect, it } from 'vitest';
import { seedFares } from './fares';
import { seedRoutes } from './routes';
import { buildSchedule } from './schedule';
import { imeiFrom, isValidImei, luhnDigit, SEED_IMEI_PREFIX, tripVehicleFor } from './trip-vehicles';
import { mulberry32 } from './prng';
import { seedVehicleModels } from './vehicle-models';

const schedule = buildSchedule('2026-11-23', seedRoutes, seedVehicleModels, seedFares).map((s) => s.trip);

describe('trip vehicles', () => {
  it('computes the IMEI check digit by Luhn', () => {
    // A published example IMEI: 49015420323751 → check digit 8.
    expect(luhnDigit('49015420323751')).toBe('8');
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei(imeiFrom(mulberry32(7), '99'))).toBe(true);
  });

  it('gives each trip of the schedule a valid, unique IMEI with the seed prefix and a Lagos-style plate', () => {
    const vehicles = schedule.map((trip) => tripVehicleFor(trip));
    for (const { imei, plate } of vehicles) {
      expect(isValidImei(imei), imei).toBe(true);
      expect(imei.startsWith(SEED_IMEI_PREFIX)).toBe(true);
      expect(plate).toMatch(/^[A-Z]{3} \d{3} [A-Z]{2}$/);
    }
    expect(new Set(vehicles.map((v) => v.imei)).size).toBe(vehicles.length);
  });

  it('depends on the trip’s slot only, so every database gives a trip the same tracker', () => {
    const trip = schedule[0]!;
    expect(tripVehicleFor({ ...trip })).toEqual(tripVehicleFor(trip));
    expect(tripVehicleFor({ ...trip, departureTime: '23:59' }).imei).not.toBe(tripVehicleFor(trip).imei);
    expect(tripVehicleFor(trip, '99').imei.startsWith('99')).toBe(true);
  });
});
