import type * as v from 'valibot';
import { HIRE_MESSAGES, HIRE_QUANTITY_MAX, type hireSearchRequest, type HireSearchResult, type HireVehicleOption } from '../../../contract/hire';
import { RuleError } from '../../http/respond';
import type { HireContext } from './context';
import { checkHireDates, hireDays, type HireTrip } from './days';
import { fleetOnDays, type FleetModel } from './fleet';
import { measureTrip, type MeasuredTrip } from '../maps/hire-distance';
import { farePriceKobo, rateOf, sleepOverPriceKobo } from './rates';

export type HireSearch = v.InferOutput<typeof hireSearchRequest>;

/** A model on offer with its prices for a measured trip (kobo). */
export type PricedModel = FleetModel & { farePrice: number; sleepOverPrice: number };

/** The fleet's models we have a rate for, priced for `km`. */
export const priceFleet = (fleet: readonly FleetModel[], km: number): PricedModel[] =>
  fleet.flatMap((model) => {
    const rate = rateOf(model.name);
    return rate ? [{ ...model, farePrice: farePriceKobo(rate, km), sleepOverPrice: sleepOverPriceKobo(rate) }] : [];
  });

export const toOption = (m: PricedModel): HireVehicleOption => ({
  vehicleModelId: m.id,
  vehicleModelName: m.name,
  vehicleTotalNoSeats: m.seats,
  farePrice: m.farePrice,
  sleepOverPrice: m.sleepOverPrice,
  noOfBookedVehicle: m.booked,
  noOfAvailableVehicle: Math.min(HIRE_QUANTITY_MAX, Math.max(0, m.fleet - m.booked)),
});

/**
 * POST /HireBooking/bookingSearch: the dates checked in Lagos, both addresses resolved and the
 * road measured by the server, then every model of the fleet with its prices for that distance
 * and how many of it are free on every day of the trip (a lapsed unpaid hire holds nothing).
 * Nothing free at all answers 404 HIRE_MESSAGES.noBus.
 */
export async function searchHire(ctx: HireContext, body: HireSearch): Promise<HireSearchResult> {
  const now = ctx.now();
  const trip: HireTrip = checkHireDates(
    { serviceType: body.HiredServiceType, pickupDate: body.OnewayPickupDate, returnDate: body.ReturnPickupDate, sleepOver: body.IsSleepOver },
    now,
  );
  const measured: MeasuredTrip = await measureTrip(ctx.places(), body.OnewayPickupLocation, body.OneWayDropoffLocation);
  const vehicles = priceFleet(await fleetOnDays(ctx.db, hireDays(trip), now), measured.km).map(toOption);
  if (!vehicles.some((o) => o.noOfAvailableVehicle > 0)) throw new RuleError(HIRE_MESSAGES.noBus, 404);
  return { vehicles, onewayDistanceKm: measured.km, pickupLocation: measured.from.formatted_address, dropoffLocation: measured.to.formatted_address };
}
