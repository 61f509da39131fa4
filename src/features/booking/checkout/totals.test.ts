import { describe, expect, it } from 'vitest';
import { estimateTotal } from './totals';
import { testDraft, testTrip } from './test-draft';

describe('estimateTotal', () => {
  it('is fare × adults one way', () => {
    const e = estimateTotal(testDraft());
    expect(e).toEqual({ adults: 2, outboundFare: 2_500_000, returnFare: 0, subtotal: 5_000_000, discount: 0, total: 5_000_000 });
  });

  it('adds the return fare × adults on a round trip', () => {
    const draft = testDraft({ return: { trip: testTrip({ vehicleTripRegistrationId: 40, farePrice: 2_700_000 }), seats: [7, 8] } });
    expect(estimateTotal(draft).total).toBe(2 * 2_500_000 + 2 * 2_700_000);
  });

  it('is nothing without an outbound leg', () => {
    expect(estimateTotal({ outbound: null, return: null }).total).toBe(0);
  });
});
