import { describe, expect, it } from 'vitest';
import type { BusTrip } from '@contract/booking';
import { emptyDraft } from '../draft/booking-draft';
import { draftForSearch, withLeg } from './draft-choices';

const trip = (id: number): BusTrip => ({
  vehicleTripRegistrationId: id, routeId: 1013, routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
  departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)', vehicleName: 'Hiace 14 seater',
  vehicleModel: 'Hiace', departureDate: '2026-11-24', departureTime: '07:00 AM', farePrice: 1_950_000, cashBack: 0,
  availableNumberOfSeats: 14, totalNumberOfSeats: 14, availableSeats: [1, 2, 3], heldSeats: [], isSub: false, isPalliative: false,
});
const search = { from: 1, to: 13, date: '2026-11-24', adults: 2 };

describe('draftForSearch', () => {
  it('keeps a draft made for this search', () => {
    const draft = { ...emptyDraft(search), step: 2 as const };
    expect(draftForSearch(draft, search)).toBe(draft);
  });

  it('starts over when the search differs', () => {
    const draft = { ...emptyDraft({ ...search, date: '2026-11-25' }), outbound: { trip: trip(1), seats: [1, 2] } };
    expect(draftForSearch(draft, search)).toEqual(emptyDraft(search));
  });
});

describe('withLeg', () => {
  it('stores the outbound bus and seats', () => {
    const next = withLeg(emptyDraft(search), search, 'outbound', { trip: trip(1), seats: [1, 2] }, false);
    expect(next.outbound).toEqual({ trip: trip(1), seats: [1, 2] });
    expect(next.return).toBeNull();
  });

  it('keeps a chosen return when the outbound changes on a round trip', () => {
    const start = { ...emptyDraft(search), return: { trip: trip(9), seats: [3] } };
    expect(withLeg(start, search, 'outbound', { trip: trip(2), seats: [1] }, true).return).toEqual({ trip: trip(9), seats: [3] });
    expect(withLeg(start, search, 'outbound', { trip: trip(2), seats: [1] }, false).return).toBeNull();
  });

  it('drops choices of another search before recording', () => {
    const old = { ...emptyDraft({ ...search, adults: 3 }), pickup: 'yes' as const };
    const next = withLeg(old, search, 'return', { trip: trip(9), seats: [3] }, true);
    expect(next).toMatchObject({ search, pickup: null, outbound: null, return: { seats: [3] } });
  });
});
