import { sql } from 'drizzle-orm';
import { trips } from '../db/schema';
import { tripVehicles } from '../db/schema-tracking';
import { hashSeed, mulberry32, randInt, type Rng } from './prng';

/**
 * The vehicle each scheduled trip runs with (issue 18, live tracking): its GPS tracker's IMEI and
 * its plate, deterministic from the trip's slot (route, date, time, model), so every database
 * seeded for a day gives a trip the same tracker and the tracking page's link is the same
 * wherever it is made. There is no fleet roster of coaches in the seed: each departure has its own
 * tracker (server/db/schema-tracking.ts).
 */

/** The slot that names a trip (trips_slot_uq). */
export type TripSlot = { routeId: number; departureDate: string; departureTime: string; vehicleModelId: number };

/**
 * Seeded trackers' IMEIs start with this reporting body ('35', as most phones and trackers
 * sold in Nigeria do); the sandbox's trackers that never get a fix start otherwise
 * (server/sandbox/telematics/), so the two never meet.
 */
export const SEED_IMEI_PREFIX = '35';

/** Lagos-style plate letters (an LGA code), 'KJA 123 AB'. */
const PLATE_AREAS = ['KJA', 'LND', 'EKY', 'APP', 'FKJ', 'AGL', 'BDG', 'EPE', 'FST', 'GGE', 'KRD', 'KTU', 'LSD', 'MUS', 'SMK'] as const;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The Luhn check digit of 14 digits (the IMEI's last digit). */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    // From the right, every other digit starting with the rightmost is doubled (the check digit goes after it).
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether 15 digits carry a valid Luhn check digit. */
export const isValidImei = (imei: string) => /^\d{15}$/.test(imei) && luhnDigit(imei.slice(0, 14)) === imei[14];

/** n random digits, six per draw. */
function randomDigits(rng: Rng, n: number): string {
  let out = '';
  while (out.length < n) out += String(Math.floor(rng() * 1_000_000)).padStart(6, '0');
  return out.slice(0, n);
}

/** An IMEI of `prefix` then random digits from `rng`, with its check digit. */
export function imeiFrom(rng: Rng, prefix: string): string {
  const body = prefix + randomDigits(rng, 14 - prefix.length);
  return body + luhnDigit(body);
}

const slotKey = (s: TripSlot) => `${s.routeId}|${s.departureDate}|${s.departureTime}|${s.vehicleModelId}`;

/**
 * A trip's tracker and plate, from its slot only. Twelve random digits: a clash between two trips
 * is a one-in-a-million-odd chance a year; a trip that meets one keeps no tracker (its ticket shows
 * no Track bus link) rather than failing the seed.
 */
export function tripVehicleFor(slot: TripSlot, prefix = SEED_IMEI_PREFIX): { imei: string; plate: string } {
  const rng = mulberry32(hashSeed(`vehicle|${slotKey(slot)}|${prefix}`));
  const imei = imeiFrom(rng, prefix);
  const area = PLATE_AREAS[randInt(rng, 0, PLATE_AREAS.length - 1)]!;
  const letter = () => LETTERS[randInt(rng, 0, LETTERS.length - 1)]!;
  return { imei, plate: `${area} ${randInt(rng, 100, 999)} ${letter()}${letter()}` };
}

/**
 * The statement giving each trip of `slots` that has none its vehicle, found by slot (the trips'
 * ids are the database's). Idempotent: a trip that has one, or whose IMEI another holds, is left.
 */
export function insertTripVehicles(slots: readonly TripSlot[], prefix = SEED_IMEI_PREFIX) {
  const rows = slots.map((s) => ({ ...s, ...tripVehicleFor(s, prefix) }));
  return sql`insert into ${tripVehicles} (trip_id, imei, plate)
    select t.id, x.imei, x.plate
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x("routeId" integer, "departureDate" date, "departureTime" text, "vehicleModelId" integer, imei text, plate text)
    join ${trips} t on t.route_id = x."routeId" and t.departure_date = x."departureDate"
      and t.departure_time = x."departureTime" and t.vehicle_model_id = x."vehicleModelId"
    on conflict do nothing
    returning trip_id`;
}
