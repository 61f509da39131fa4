import { describe, expect, it } from 'vitest';
import { priceHire } from '../../../contract/hire';
import { VEHICLE_MODELS } from '../../../contract/limits';
import { seedVehicleModels } from '../../seed/vehicle-models';
import { farePriceKobo, HIRE_RATES, rateOf, sleepOverPriceKobo } from './rates';

describe('hire rates', () => {
  it('every vehicle model has a rate', () => {
    for (const model of seedVehicleModels) expect(rateOf(model.name)).toBeDefined();
    expect(Object.keys(HIRE_RATES).sort()).toEqual([...VEHICLE_MODELS].sort());
    expect(rateOf('Bicycle')).toBeUndefined();
    expect(rateOf('toString')).toBeUndefined();
  });

  it('a vehicle one way is its naira per road km, in whole naira, never under the minimum (kobo)', () => {
    expect(farePriceKobo(HIRE_RATES.Hiace, 760.4)).toBe(760_400_00);
    expect(farePriceKobo(HIRE_RATES['GIGM PRO'], 128.25)).toBe(179_550_00);
    // 1,250 × 128.25 = 160,312.5: rounded to whole naira.
    expect(farePriceKobo(HIRE_RATES.Premium, 128.25)).toBe(160_313_00);
    expect(farePriceKobo(HIRE_RATES.Sienna, 12)).toBe(45_000_00);
    expect(farePriceKobo(HIRE_RATES.Hiace, 0.5)).toBe(60_000_00);
    expect(sleepOverPriceKobo(HIRE_RATES['Hiace X'])).toBe(45_000_00);
  });
});

describe('priceHire, the reading the contract takes', () => {
  const hiace = { farePrice: 760_400_00, sleepOverPrice: 40_000_00 };
  const sienna = { farePrice: 608_320_00, sleepOverPrice: 35_000_00 };

  it('one way: Σ farePrice × vehicles', () => {
    expect(priceHire([{ ...hiace, quantity: 2 }, { ...sienna, quantity: 1 }], false, true)).toBe(2 * 760_400_00 + 608_320_00);
  });

  it('round trip without the night: Σ 2 × farePrice × vehicles', () => {
    expect(priceHire([{ ...hiace, quantity: 2 }, { ...sienna, quantity: 1 }], true, false)).toBe(2 * 2 * 760_400_00 + 2 * 608_320_00);
  });

  it('round trip kept overnight: Σ (2 × farePrice + sleepOverPrice) × vehicles', () => {
    expect(priceHire([{ ...hiace, quantity: 2 }, { ...sienna, quantity: 1 }], true, true)).toBe(2 * (2 * 760_400_00 + 40_000_00) + (2 * 608_320_00 + 35_000_00));
  });
});
