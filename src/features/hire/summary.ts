import { priceHire, type HireVehicleOption } from '@contract/hire';
import type { Quantities } from './hire-links';
import { QUANTITY_MAX } from './hire-search';

/** A vehicle model with how many of it are chosen. */
export type ChosenLine = { vehicle: HireVehicleOption; quantity: number };

/** How many of a model can be chosen: 0 to 3, never more than are free (spec 2 §9). */
export const maxQuantity = (vehicle: Pick<HireVehicleOption, 'noOfAvailableVehicle'>) => Math.max(0, Math.min(QUANTITY_MAX, vehicle.noOfAvailableVehicle));

/** The quantity picker's choices for a model: 0 up to maxQuantity. */
export const quantityOptions = (vehicle: Pick<HireVehicleOption, 'noOfAvailableVehicle'>) => Array.from({ length: maxQuantity(vehicle) + 1 }, (_, n) => n);

/**
 * The quantities from the URL against what the search offers now: a model no longer offered goes,
 * and a quantity above what is free comes down to it (another traveller hired some meanwhile).
 */
export function fitQuantities(quantities: Quantities, vehicles: readonly HireVehicleOption[]): Quantities {
  const out: Record<number, number> = {};
  for (const vehicle of vehicles) {
    const quantity = Math.min(quantities[vehicle.vehicleModelId] ?? 0, maxQuantity(vehicle));
    if (quantity > 0) out[vehicle.vehicleModelId] = quantity;
  }
  return out;
}

/** The chosen models in the search's order, each with its quantity. */
export const chosenLines = (vehicles: readonly HireVehicleOption[], quantities: Quantities): ChosenLine[] =>
  vehicles.flatMap((vehicle) => {
    const quantity = quantities[vehicle.vehicleModelId] ?? 0;
    return quantity > 0 ? [{ vehicle, quantity }] : [];
  });

type Priced = Pick<HireVehicleOption, 'farePrice' | 'sleepOverPrice'>;

/** One vehicle of a model for this trip: the fare, both ways on a round trip, plus the night when retained. */
export const pricePerVehicle = (vehicle: Priced, roundTrip: boolean, night: boolean) => priceHire([{ ...vehicle, quantity: 1 }], roundTrip, night);

/** The Booking Summary's total, kobo (contract/hire.ts priceHire; the server charges the same). */
export const hireTotal = (lines: readonly { vehicle: Priced; quantity: number }[], roundTrip: boolean, night: boolean) =>
  priceHire(lines.map((line) => ({ ...line.vehicle, quantity: line.quantity })), roundTrip, night);

/** Under each vehicle card: how many are free, or that the model is fully hired for these days. */
export const availabilityText = (vehicle: Pick<HireVehicleOption, 'noOfAvailableVehicle'>) =>
  vehicle.noOfAvailableVehicle <= 0 ? 'Fully hired for these dates' : `${Math.min(vehicle.noOfAvailableVehicle, QUANTITY_MAX)} available`;

/** Spec 2 §9: distances show to 2 decimals, in km. */
export const formatKm = (km: number) => `${km.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} km`;

/** '2 × Hiace' lines as the summaries list them. */
export const vehicleCount = (quantity: number, name: string) => `${quantity} × ${name}`;
