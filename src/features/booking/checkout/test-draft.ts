import type { BusTrip } from '@contract/booking';
import { emptyDraft } from '../draft/booking-draft';
import type { CompleteDraft } from './booking-request';

/** A trip as /select-bus stores it, for unit tests. */
export const testTrip = (overrides: Partial<BusTrip> = {}): BusTrip => ({
  vehicleTripRegistrationId: 12,
  routeId: 1013,
  routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
  departureTerminalName: 'Lagos (Jibowu)',
  destinationTerminalName: 'Abuja (Utako)',
  vehicleName: 'Hiace',
  vehicleModel: 'Hiace',
  departureDate: '2026-11-24',
  departureTime: '07:00 AM',
  farePrice: 2_500_000,
  cashBack: 0,
  availableNumberOfSeats: 10,
  totalNumberOfSeats: 14,
  availableSeats: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  heldSeats: [],
  isSub: false,
  isPalliative: false,
  ...overrides,
});

export const testDraft = (overrides: Partial<CompleteDraft> = {}): CompleteDraft => ({
  ...emptyDraft({ from: 1, to: 13, date: '2026-11-24', adults: 2 }),
  outbound: { trip: testTrip(), seats: [3, 4] },
  passengers: [
    { fullName: 'Ada Obi', gender: 1 },
    { fullName: 'Chidi  Okafor Eze', gender: 0 },
  ],
  contact: { email: 'ada@example.com', phoneNumber: '08031234567', nextOfKinName: 'Ngozi Obi', nextOfKinPhone: '08037654321' },
  step: 2,
  pickup: 'no',
  ...overrides,
});
