import type { fares } from '../db/schema';
import { seedRoutes, type SeedRoute } from './routes';
import { seedVehicleModels, type SeedVehicleModel } from './vehicle-models';

export type SeedFare = typeof fares.$inferSelect;

const HIACE_NAIRA_PER_KM = 28;
const MIN_FARE_NAIRA = 5_000;
const ROUND_TO_NAIRA = 500;

/** Model price over the Hiace fare, and the shortest route (km) the model serves. */
const MODEL_RULES: Readonly<Record<SeedVehicleModel['name'], { markup: number; minKm: number }>> = {
  'Hiace': { markup: 1, minKm: 0 },
  'Hiace X': { markup: 1.1, minKm: 0 },
  'Premium': { markup: 1.25, minKm: 150 },
  'GIGM PRO': { markup: 1.45, minKm: 250 },
  // Sienna only on routes longer than 300 km.
  'Sienna': { markup: 1.8, minKm: 301 },
};

const roundNaira = (naira: number) => Math.round(naira / ROUND_TO_NAIRA) * ROUND_TO_NAIRA;

/** The Hiace fare in naira for a distance: ₦28/km to the nearest ₦500, never under ₦5,000. */
export const hiaceFareNaira = (distanceKm: number) =>
  Math.max(MIN_FARE_NAIRA, roundNaira(distanceKm * HIACE_NAIRA_PER_KM));

/** Fares in kobo for every route and the models that serve it; every route has a Hiace fare. */
export function buildFares(routeList: readonly SeedRoute[], models: readonly SeedVehicleModel[]): SeedFare[] {
  const out: SeedFare[] = [];
  for (const route of routeList) {
    const base = hiaceFareNaira(route.distanceKm);
    for (const model of models) {
      const rule = MODEL_RULES[model.name];
      if (route.distanceKm < rule.minKm) continue;
      out.push({ routeId: route.id, vehicleModelId: model.id, amountKobo: roundNaira(base * rule.markup) * 100 });
    }
  }
  return out;
}

export const seedFares: readonly SeedFare[] = buildFares(seedRoutes, seedVehicleModels);
