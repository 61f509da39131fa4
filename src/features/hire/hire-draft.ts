import * as v from 'valibot';
import { createSessionStore, useSessionStore } from '@/lib/session-store';
import type { HireCriteria } from './hire-search';

/**
 * The hire between /select-bus-hire and payment (spec 1 §2 'Hire'): the search, the vehicles chosen
 * (as the search priced them, for the trip summary), what the traveller types on
 * /hire-passenger-details, and the hire made and not yet paid. The search itself lives in the URL
 * of /select-bus-hire; this copy carries it through /signnow, whose buttons lead to
 * /hire-passenger-details with no search at all. In sessionStorage: a reload, the sign-in detour
 * and the card checkout's round trip keep it; another tab starts afresh.
 */
const ymd = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const criteriaSchema = v.object({ from: v.string(), to: v.string(), date: ymd, returnDate: v.optional(ymd), night: v.boolean() });

const lineSchema = v.object({
  vehicleModelId: v.number(),
  vehicleModelName: v.string(),
  seats: v.number(),
  farePrice: v.number(),
  sleepOverPrice: v.number(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const passengerSchema = v.object({
  fullName: v.string(),
  gender: v.nullable(v.picklist([0, 1])),
  email: v.string(),
  phoneNumber: v.string(),
  nextOfKinName: v.string(),
  nextOfKinPhone: v.string(),
  address: v.string(),
});
export type PassengerDraft = v.InferOutput<typeof passengerSchema>;

/** The hire requestBooking made: reused while it can still be paid, so a second Pay does not hold the vehicles twice. */
const pendingSchema = v.object({
  refCode: v.string(),
  paymentMethod: v.number(),
  checkoutUrl: v.nullable(v.string()),
  expiresAt: v.string(),
  /** The request it answered (pending-hire.ts requestKey): another trip, vehicle or passenger is another hire. */
  requestKey: v.string(),
});
export type PendingHire = v.InferOutput<typeof pendingSchema>;

export const hireDraftSchema = v.object({
  criteria: v.nullable(criteriaSchema),
  /** The road distance the search measured, km. */
  distanceKm: v.nullable(v.number()),
  vehicles: v.array(lineSchema),
  passenger: passengerSchema,
  pending: v.nullable(pendingSchema),
});
export type HireDraft = v.InferOutput<typeof hireDraftSchema>;

export const emptyPassenger: PassengerDraft = { fullName: '', gender: null, email: '', phoneNumber: '', nextOfKinName: '', nextOfKinPhone: '', address: '' };
export const emptyHireDraft: HireDraft = { criteria: null, distanceKm: null, vehicles: [], passenger: emptyPassenger, pending: null };

export const hireDraftStore = createSessionStore('freely.hire-draft', hireDraftSchema, emptyHireDraft);
export const useHireDraft = () => useSessionStore(hireDraftStore);

/** A draft ready for /hire-passenger-details: a search and at least one vehicle. */
export type ReadyDraft = HireDraft & { criteria: HireCriteria };
export const isReadyDraft = (draft: HireDraft): draft is ReadyDraft => draft.criteria !== null && draft.vehicles.some((line) => line.quantity > 0);

/** The hire is paid (or over): its search, vehicles and pending hire go; the traveller's own details stay for the next one. */
export const finishedHire = (draft: HireDraft): HireDraft => ({ ...emptyHireDraft, passenger: draft.passenger });
