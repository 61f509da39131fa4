import { describe, expect, it } from 'vitest';
import type { HireVehicleOption } from '@contract/hire';
import { availabilityText, chosenLines, fitQuantities, formatKm, hireTotal, maxQuantity, pricePerVehicle, quantityOptions } from './summary';

const vehicle = (id: number, available: number, farePrice = 100_000_00, sleepOverPrice = 20_000_00): HireVehicleOption => ({
  vehicleModelId: id, vehicleModelName: `Model ${id}`, vehicleTotalNoSeats: 14, farePrice, sleepOverPrice, noOfBookedVehicle: 0, noOfAvailableVehicle: available,
});

describe('the Booking Summary', () => {
  it('offers 0 to 3 of a model, never more than are free; a fully hired model says so', () => {
    expect(quantityOptions(vehicle(1, 5))).toEqual([0, 1, 2, 3]);
    expect(quantityOptions(vehicle(1, 2))).toEqual([0, 1, 2]);
    expect(quantityOptions(vehicle(1, 0))).toEqual([0]);
    expect(maxQuantity(vehicle(1, -1))).toBe(0);
    expect(availabilityText(vehicle(1, 0))).toBe('Fully hired for these dates');
    expect(availabilityText(vehicle(1, 2))).toBe('2 available');
    expect(availabilityText(vehicle(1, 9))).toBe('3 available');
  });

  it('brings the URL quantities down to what the search offers now', () => {
    const vehicles = [vehicle(1, 1), vehicle(2, 3), vehicle(3, 0)];
    expect(fitQuantities({ 1: 3, 2: 2, 3: 1, 99: 2 }, vehicles)).toEqual({ 1: 1, 2: 2 });
    expect(chosenLines(vehicles, { 2: 2, 1: 1 }).map((line) => [line.vehicle.vehicleModelId, line.quantity])).toEqual([[1, 1], [2, 2]]);
  });

  it('prices one way as fare × vehicles, a round trip as (2 × fare + the night when retained) × vehicles', () => {
    const a = vehicle(1, 3, 150_000_00, 25_000_00);
    const b = vehicle(2, 3, 90_000_00, 15_000_00);
    expect(pricePerVehicle(a, false, true)).toBe(150_000_00);
    expect(pricePerVehicle(a, true, false)).toBe(300_000_00);
    expect(pricePerVehicle(a, true, true)).toBe(325_000_00);
    const lines = [{ vehicle: a, quantity: 2 }, { vehicle: b, quantity: 1 }];
    expect(hireTotal(lines, false, false)).toBe(390_000_00);
    expect(hireTotal(lines, true, true)).toBe(2 * 325_000_00 + 195_000_00);
  });

  it('shows distances to 2 decimals in km', () => {
    expect(formatKm(128.4)).toBe('128.40 km');
    expect(formatKm(1234.567)).toBe('1,234.57 km');
  });
});
