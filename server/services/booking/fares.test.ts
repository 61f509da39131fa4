import { describe, expect, it } from 'vitest';
import { bookingTotal, passengerList } from './fares';

describe('booking totals (kobo)', () => {
  it('one way: fare × adults', () => {
    expect(bookingTotal(1_850_000, undefined, 1)).toBe(1_850_000);
    expect(bookingTotal(1_850_000, undefined, 3)).toBe(5_550_000);
  });

  it('round trip: fare × adults plus the return fare × adults', () => {
    expect(bookingTotal(1_850_000, 2_300_000, 2)).toBe(2 * 1_850_000 + 2 * 2_300_000);
  });

  it('stays a whole number of kobo at the largest booking', () => {
    const total = bookingTotal(9_999_900, 9_999_900, 13);
    expect(Number.isSafeInteger(total)).toBe(true);
    expect(total).toBe(259_997_400);
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
