import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBooking } from '../../../contract/booking';
import { SIGNED_IN_DISCOUNT_PERCENT } from '../../../contract/limits';
import { passengerList, seatAmounts } from './fares';

describe('booking prices (kobo)', () => {
  it('one way: fare × adults; a guest pays it all', () => {
    expect(priceBooking(1_850_000, undefined, 1, false)).toEqual({ subtotal: 1_850_000, discount: 0, total: 1_850_000 });
    expect(priceBooking(1_850_000, undefined, 3, false).total).toBe(5_550_000);
  });

  it('round trip: fare × adults plus the return fare × adults', () => {
    expect(priceBooking(1_850_000, 2_300_000, 2, false).total).toBe(2 * 1_850_000 + 2 * 2_300_000);
  });

  it('signed in: 5% off the fares', () => {
    expect(SIGNED_IN_DISCOUNT_PERCENT).toBe(5);
    expect(priceBooking(900_000, undefined, 1, true)).toEqual({ subtotal: 900_000, discount: 45_000, total: 855_000 });
    expect(priceBooking(900_000, 1_000_000, 3, true)).toEqual({ subtotal: 5_700_000, discount: 285_000, total: 5_415_000 });
  });

  it('rounds the discount to the nearest whole naira, half up', () => {
    // 5% of ₦9,010 is ₦450.50; of ₦9,001, ₦450.05.
    expect(priceBooking(901_000, undefined, 1, true).discount).toBe(45_100);
    expect(priceBooking(900_100, undefined, 1, true).discount).toBe(45_000);
  });

  it('stays a whole number of kobo at the largest booking', () => {
    const price = priceBooking(9_999_900, 9_999_900, 13, true);
    expect(price.subtotal).toBe(259_997_400);
    expect(Number.isSafeInteger(price.total)).toBe(true);
    expect(price.discount % 100).toBe(0);
  });
});

describe('seat amounts', () => {
  it('are the fares when nothing is taken off', () => {
    expect(seatAmounts([900_000, 900_000, 1_000_000], 0)).toEqual([900_000, 900_000, 1_000_000]);
  });

  it('share the discount by fare, the remainder on the dearest seat', () => {
    expect(seatAmounts([900_000, 1_000_000], 95_000)).toEqual([855_000, 950_000]);
    expect(seatAmounts([100, 100, 100], 100)).toEqual([66, 67, 67]);
    expect(seatAmounts([0, 100, 200], 100)).toEqual([0, 67, 133]);
  });

  it('always add up to the total and never go below zero', () => {
    const fare = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(fc.property(fare, fc.option(fare, { nil: undefined }), fc.integer({ min: 1, max: 13 }), fc.boolean(), (out, back, adults, signedIn) => {
      const price = priceBooking(out, back, adults, signedIn);
      const fares = [...Array<number>(adults).fill(out), ...(back === undefined ? [] : Array<number>(adults).fill(back))];
      const amounts = seatAmounts(fares, price.discount);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(price.total);
      expect(amounts.every((a) => Number.isSafeInteger(a) && a >= 0)).toBe(true);
    }));
  });
});

describe('passengers in seat order', () => {
  it('puts the booker first, then each beneficiary', () => {
    expect(passengerList({ firstName: 'Ada', lastName: 'Obi', gender: 1 }, [{ fullName: 'Chidi Obi', Gender: 0 }])).toEqual([
      { fullName: 'Ada Obi', gender: 1 },
      { fullName: 'Chidi Obi', gender: 0 },
    ]);
  });

  it('copes with a missing last name', () => {
    expect(passengerList({ firstName: 'Ada', lastName: '', gender: 1 }, [])).toEqual([{ fullName: 'Ada', gender: 1 }]);
  });
});
