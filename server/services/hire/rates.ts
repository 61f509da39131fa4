import type { VehicleModel } from '../../../contract/limits';
import type { HoldLimit } from '../../auth/limits';

/**
 * What a hire costs, held by the server (spec 2 §9 leaves the per-vehicle price to the operator).
 * A vehicle one way costs its model's naira per road km, never less than the model's minimum
 * (a short hire still takes the vehicle and its driver off the road for the day), in whole naira;
 * kept overnight on a round trip it costs the model's sleep-over price once (the driver's
 * lodging and the day the vehicle is not earning), however many nights.
 *
 * | model    | seats | ₦ per km | minimum  | sleep-over |
 * |----------|-------|----------|----------|------------|
 * | Hiace    | 14    | 1,000    | 60,000   | 40,000     |
 * | Hiace X  | 12    | 1,100    | 65,000   | 45,000     |
 * | Premium  | 13    | 1,250    | 75,000   | 50,000     |
 * | GIGM PRO | 8     | 1,400    | 80,000   | 55,000     |
 * | Sienna   | 6     | 800      | 45,000   | 35,000     |
 *
 * Lagos to Abuja (~760 km) in a Hiace is ₦760,000 one way.
 */
export type HireRate = { nairaPerKm: number; minimumNaira: number; sleepOverNaira: number };

export const HIRE_RATES: Readonly<Record<VehicleModel, HireRate>> = {
  Hiace: { nairaPerKm: 1_000, minimumNaira: 60_000, sleepOverNaira: 40_000 },
  'Hiace X': { nairaPerKm: 1_100, minimumNaira: 65_000, sleepOverNaira: 45_000 },
  Premium: { nairaPerKm: 1_250, minimumNaira: 75_000, sleepOverNaira: 50_000 },
  'GIGM PRO': { nairaPerKm: 1_400, minimumNaira: 80_000, sleepOverNaira: 55_000 },
  Sienna: { nairaPerKm: 800, minimumNaira: 45_000, sleepOverNaira: 35_000 },
};

/** The rate of a model by its stored name; undefined: a model we do not hire out. */
export const rateOf = (modelName: string): HireRate | undefined =>
  Object.hasOwn(HIRE_RATES, modelName) ? HIRE_RATES[modelName as VehicleModel] : undefined;

/** One vehicle, one way, for `km` of road: whole naira, in kobo. */
export const farePriceKobo = (rate: HireRate, km: number): number =>
  Math.max(rate.minimumNaira, Math.round(rate.nairaPerKm * km)) * 100;

export const sleepOverPriceKobo = (rate: HireRate): number => rate.sleepOverNaira * 100;

/**
 * Unpaid hires one owner may hold at once, the seat bookings' rule (booking/hold-limits.ts) with
 * vehicles in place of seats: `bookings` counts hires, `seats` counts vehicles. Per e-mail and per
 * phone, two hires of up to six vehicles (two models' full three); per client address, a few
 * travellers behind one carrier address. The fleet has 25 vehicles a day: one contact can never
 * hold a quarter of it unpaid, nor one address half.
 */
export const HIRE_HOLDS_PER_CONTACT: HoldLimit = { bookings: 2, seats: 6 };
export const HIRE_HOLDS_PER_ADDRESS: HoldLimit = { bookings: 4, seats: 12 };
