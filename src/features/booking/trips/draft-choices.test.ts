import { describe, expect, it } from 'vitest';
import type { BusTrip } from '@contract/booking';
import { emptyDraft } from '../draft/booking-draft';
import { draftForSearch, withLeg } from './draft-choices';

const trip = (id: number): BusTrip => ({
  vehicleTripRegistrationId: id, routeId: 1013, routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', vehicleName: 'Hiace 14 seater',
  vehicleModel: 'Hiace', departureDate: '2026-11-24', departureTime: '07:00 AM', farePrice: 1_950_000, cashBack: 0,
  availableNumberOfSeats: 14, totalNumberOfSeats: 14, availableSeats: [1, 2, 3], heldSeats: [], isSub: false, isPalliative: false,
});
const key = '1-13-2026-11-24--2';

describe('draftForSearch', () => {
  it('keeps a draft made for this search', () => {
    const draft = { ...emptyDraft(key), step: 2 as const };
    expect(draftForSearch(draft, key)).toBe(draft);
  });

  it('starts over when the search differs', () => {
    const draft = { ...emptyDraft('1-13-2026-11-25--2'), outbound: { trip: trip(1), seats: [1, 2] } };
    expect(draftForSearch(draft, key)).toEqual(emptyDraft(key));
  });
});

describe('withLeg', () => {
  it('stores the outbound bus and seats', () => {
    const next = withLeg(emptyDraft(key), key, 'outbound', { trip: trip(1), seats: [1, 2] }, false);
    expect(next.outbound).toEqual({ trip: trip(1), seats: [1, 2] });
    expect(next.return).toBeNull();
  });

  it('keeps a chosen return when the outbound changes on a round trip', () => {
    const start = { ...emptyDraft(key), return: { trip: trip(9), seats: [3] } };
    expect(withLeg(start, key, 'outbound', { trip: trip(2), seats: [1] }, true).return).toEqual({ trip: trip(9), seats: [3] });
    expect(withLeg(start, key, 'outbound', { trip: trip(2), seats: [1] }, false).return).toBeNull();
  });

  it('drops choices of another search before recording', () => {
    const old = { ...emptyDraft('other'), pickup: 'yes' as const };
    const next = withLeg(old, key, 'return', { trip: trip(9), seats: [3] }, true);
    expect(next).toMatchObject({ searchKey: key, pickup: null, outbound: null, return: { seats: [3] } });
  });
});
