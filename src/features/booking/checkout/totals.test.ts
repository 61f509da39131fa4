import { describe, expect, it } from 'vitest';
import { estimateTotal, serverFigures } from './totals';
import { testDraft, testTrip } from './test-draft';

describe('estimateTotal', () => {
  it('is fare × adults one way, with no discount for a guest', () => {
    const e = estimateTotal(testDraft(), false);
    expect(e).toEqual({ adults: 2, outboundFare: 2_500_000, returnFare: 0, subtotal: 5_000_000, discount: 0, total: 5_000_000 });
  });

  it('takes 5% off for a signed-in traveller', () => {
    expect(estimateTotal(testDraft(), true)).toMatchObject({ subtotal: 5_000_000, discount: 250_000, total: 4_750_000 });
  });

  it('adds the return fare × adults on a round trip, discounted on both legs when signed in', () => {
    const draft = testDraft({ return: { trip: testTrip({ vehicleTripRegistrationId: 40, farePrice: 2_700_000 }), seats: [7, 8] } });
    expect(estimateTotal(draft, false).total).toBe(2 * 2_500_000 + 2 * 2_700_000);
    expect(estimateTotal(draft, true)).toMatchObject({ discount: 520_000, total: 9_880_000 });
  });

  it('is nothing without an outbound leg', () => {
    expect(estimateTotal({ outbound: null, return: null }, true).total).toBe(0);
  });
});

describe('serverFigures', () => {
  it('replaces the estimate with what the server priced once the booking exists', () => {
    const estimate = estimateTotal(testDraft(), true);
    expect(serverFigures(estimate, undefined)).toBe(estimate);
    expect(serverFigures(estimate, { amount: 4_700_000, discount: 300_000 })).toMatchObject({ subtotal: 5_000_000, discount: 300_000, total: 4_700_000, outboundFare: 2_500_000 });
  });
});
