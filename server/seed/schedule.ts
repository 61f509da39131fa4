import { addDays, lagosInstant } from '../../contract/dates';
import { SEAT_WINDOW_DAYS } from '../../contract/limits';
import type { trips } from '../db/schema';
import type { SeedFare } from './fares';
import { hashSeed, mulberry32, randInt, sampleSeats, weighted, type Rng } from './prng';
import type { SeedRoute } from './routes';
import type { SeedVehicleModel } from './vehicle-models';

export type SeedTripRow = Omit<typeof trips.$inferSelect, 'id'>;
/** A trip row and the seats already sold at the terminal (seeded as walk-in bookings). */
export type ScheduledTrip = { trip: SeedTripRow; bookedSeats: number[] };

/** Today plus the 21 bookable days ahead. */
export const SCHEDULE_DAYS = SEAT_WINDOW_DAYS + 1;

/** Spec 1 §4: this departure shows the stopover notice, so it runs every day. */
export const STOPOVER_ROUTE = 'Benin (Akpakpava) ==> Lagos (Iyana Ipaja)';
export const STOPOVER_TIME = '08:15';
/** Always at least two departures with free seats. */
export const FLAGSHIP_ROUTE = 'Lagos (Jibowu) ==> Abuja (Utako)';
/** Discounted Palliative departures on Tuesdays and Thursdays. */
export const PALLIATIVE_ROUTES: readonly string[] = ['Lagos (Iyana Ipaja) ==> Onitsha', 'Abuja (Utako) ==> Enugu'];
const PALLIATIVE_WEEKDAYS = [2, 4];
const PALLIATIVE_TIME = '06:30';
const PALLIATIVE_FACTOR = 0.6;
/** A thin route that runs Monday, Wednesday and Friday only: a predictable "No bus available" case. */
export const THIN_ROUTES: readonly string[] = ['Lagos (Jibowu) ==> Jos', 'Jos ==> Lagos (Jibowu)'];
const THIN_WEEKDAYS = [1, 3, 5];
/** Share of ordinary route-days with no departure at all. */
const NO_BUS_CHANCE = 0.08;
const CASHBACK_CHANCE = 0.15;
const CASHBACK_RATE = 0.02;
const MAX_DEPARTURES = 4;

/** 06:00 to 16:00 at quarter hours. */
const SLOTS: readonly string[] = Array.from({ length: 41 }, (_, i) => {
  const minutes = 6 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const MODEL_WEIGHTS: Readonly<Record<SeedVehicleModel['name'], number>> = {
  'Hiace': 5, 'Hiace X': 2, 'Premium': 2, 'GIGM PRO': 1, 'Sienna': 1,
};

type Departure = { time: string; model: SeedVehicleModel; palliative: boolean; keepFree: boolean };

const weekday = (ymd: string) => new Date(`${ymd}T00:00:00Z`).getUTCDay();

/** How many seats were sold before the app opened: mostly none, some nearly full, a few full. */
function bookedCount(rng: Rng, seats: number, keepFree: boolean): number {
  if (keepFree) return randInt(rng, 0, 3);
  const r = rng();
  if (r < 0.55) return 0;
  if (r < 0.8) return randInt(rng, 1, 3);
  if (r < 0.92) return seats - randInt(rng, 1, 2);
  return seats;
}

function planDepartures(
  rng: Rng, route: SeedRoute, date: string, available: readonly SeedVehicleModel[],
): Departure[] {
  if (THIN_ROUTES.includes(route.name) && !THIN_WEEKDAYS.includes(weekday(date))) return [];
  const byName = (name: SeedVehicleModel['name']) => available.find((m) => m.name === name);
  const hiace = byName('Hiace');
  if (!hiace) return [];
  const fixed: Departure[] = [];
  if (route.name === STOPOVER_ROUTE) {
    fixed.push({ time: STOPOVER_TIME, model: hiace, palliative: false, keepFree: true });
  }
  if (route.name === FLAGSHIP_ROUTE) {
    fixed.push({ time: '07:00', model: hiace, palliative: false, keepFree: true });
    fixed.push({ time: '09:30', model: byName('Premium') ?? hiace, palliative: false, keepFree: true });
  }
  if (PALLIATIVE_ROUTES.includes(route.name) && PALLIATIVE_WEEKDAYS.includes(weekday(date))) {
    fixed.push({ time: PALLIATIVE_TIME, model: hiace, palliative: true, keepFree: false });
  }

  let extra: number;
  if (route.popularRank !== null) extra = randInt(rng, 2, 3);
  else if (fixed.length === 0 && rng() < NO_BUS_CHANCE) extra = 0;
  else extra = weighted(rng, [[1, 45], [2, 35], [3, 15], [4, 5]] as const);
  extra = Math.max(0, Math.min(extra, MAX_DEPARTURES - fixed.length));

  const used = new Set(fixed.map((d) => d.time));
  const free = SLOTS.filter((s) => !used.has(s));
  const modelWeights = available.map((m) => [m, MODEL_WEIGHTS[m.name]] as const);
  const departures = [...fixed];
  for (let i = 0; i < extra; i++) {
    const [time] = free.splice(randInt(rng, 0, free.length - 1), 1);
    if (time === undefined) break;
    departures.push({ time, model: weighted(rng, modelWeights), palliative: false, keepFree: false });
  }
  return departures.sort((a, b) => a.time.localeCompare(b.time));
}

/** Trips of one route on one date; depends only on (route, date), never on which day is today. */
function tripsForRouteDay(
  route: SeedRoute, date: string, models: readonly SeedVehicleModel[], fareOf: (modelId: number) => number | undefined,
): ScheduledTrip[] {
  const rng = mulberry32(hashSeed(`${route.id}|${date}`));
  const available = models.filter((m) => fareOf(m.id) !== undefined);
  return planDepartures(rng, route, date, available).map((d): ScheduledTrip => {
    const baseFare = fareOf(d.model.id) ?? 0;
    // Nearest ₦100 (10,000 kobo) after the Palliative discount.
    const fareKobo = d.palliative ? Math.round((baseFare * PALLIATIVE_FACTOR) / 10_000) * 10_000 : baseFare;
    const cashbackKobo = !d.palliative && rng() < CASHBACK_CHANCE ? Math.round(fareKobo * CASHBACK_RATE) : 0;
    const booked = bookedCount(rng, d.model.seats, d.keepFree);
    return {
      trip: {
        routeId: route.id,
        vehicleModelId: d.model.id,
        vehicleName: d.model.vehicleName,
        departureDate: date,
        departureTime: d.time,
        departsAt: lagosInstant(date, d.time),
        totalSeats: d.model.seats,
        fareKobo,
        cashbackKobo,
        isPalliative: d.palliative,
      },
      bookedSeats: sampleSeats(rng, d.model.seats, booked),
    };
  });
}

/** The dates a schedule built on `today` covers: today .. today + 21. */
export const scheduleDates = (today: string): string[] =>
  Array.from({ length: SCHEDULE_DAYS }, (_, i) => addDays(today, i));

/**
 * Trips for today .. today + 21 (Lagos dates), ordered by date, route and time. Pure and
 * deterministic: re-running on a later day yields the same trips for the dates both runs cover.
 */
export function buildSchedule(
  today: string, routeList: readonly SeedRoute[], models: readonly SeedVehicleModel[], fareList: readonly SeedFare[],
): ScheduledTrip[] {
  const fareIndex = new Map(fareList.map((f) => [`${f.routeId}:${f.vehicleModelId}`, f.amountKobo]));
  const sortedRoutes = [...routeList].sort((a, b) => a.id - b.id);
  const out: ScheduledTrip[] = [];
  for (const date of scheduleDates(today)) {
    for (const route of sortedRoutes) {
      out.push(...tripsForRouteDay(route, date, models, (modelId) => fareIndex.get(`${route.id}:${modelId}`)));
    }
  }
  return out;
}
