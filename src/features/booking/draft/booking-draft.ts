import * as v from 'valibot';
import { busTripSchema } from '@contract/booking';
import { createSessionStore, useSessionStore } from '@/lib/session-store';
import { tripSearchSchema, type TripSearch } from '@contract/trip-search';

/**
 * What the traveller has chosen and typed between /select-bus and payment. The search criteria
 * themselves live in the URL (routes/select-bus.tsx, contract/trip-search.ts); this holds the rest, so a reload or a
 * provider round trip loses nothing (spec 1 §3 'Stored browser data': selectedBusData, selectedSeats…).
 */
const legSchema = v.object({ trip: busTripSchema, seats: v.array(v.number()) });

/**
 * A draft stored before the search was kept as an object (it held a string 'searchKey' such as
 * '1-13-2026-11-24--2') fails this schema, so it reads as no draft: the traveller chooses again.
 */
export const bookingDraftSchema = v.object({
  /** The /select-bus search these choices belong to; null before any. */
  search: v.nullable(tripSearchSchema),
  outbound: v.nullable(legSchema),
  return: v.nullable(legSchema),
  pickup: v.nullable(v.picklist(['yes', 'no'])),
  /** Index 0 is the main passenger; one entry per adult. */
  passengers: v.array(v.object({ fullName: v.string(), gender: v.nullable(v.picklist([0, 1])) })),
  contact: v.object({ email: v.string(), phoneNumber: v.string(), nextOfKinName: v.string(), nextOfKinPhone: v.string() }),
  /** Checkout step: 0 Pick Up, 1 Passenger Details, 2 Next of Kin Details. */
  step: v.picklist([0, 1, 2]),
});
export type BookingDraft = v.InferOutput<typeof bookingDraftSchema>;
export type DraftLeg = v.InferOutput<typeof legSchema>;

export const emptyDraft = (search: TripSearch | null = null): BookingDraft => ({
  search,
  outbound: null,
  return: null,
  pickup: null,
  passengers: [],
  contact: { email: '', phoneNumber: '', nextOfKinName: '', nextOfKinPhone: '' },
  step: 0,
});

export const bookingDraftStore = createSessionStore('freely.booking-draft', bookingDraftSchema, emptyDraft());

export const useBookingDraft = () => useSessionStore(bookingDraftStore);

/** The same search: a draft made for another search is not reused. */
export const sameSearch = (a: TripSearch | null, b: TripSearch) =>
  a !== null && a.from === b.from && a.to === b.to && a.date === b.date && a.returnDate === b.returnDate && a.adults === b.adults;
