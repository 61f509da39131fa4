import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { BOOKING_HOLD_MINUTES } from '@contract/booking';

/**
 * The bookings checkout made on this device (not only this tab), newest last, with the contact
 * each was made with: enough for My tickets to show one awaiting payment and for checkout's
 * unpaid-limit notice to name it, and to release one without asking for its phone. Kept in
 * localStorage (a few hundred bytes); pendingPaymentStore, this tab's booking being paid, is the
 * payments feature's.
 */
const KEY = 'freely.bookings-made-here';
/** A traveller has at most a handful of unpaid bookings at once (the per-contact limit is 2). */
const KEPT = 10;

const madeHereSchema = v.object({
  reference: v.string(),
  email: v.string(),
  phone: v.string(),
  /** When its seats stop being held if nobody pays (ISO), as POST /booking answered. */
  holdExpiresAt: v.string(),
});
export type BookingMadeHere = v.InferOutput<typeof madeHereSchema>;
const listSchema = v.array(madeHereSchema);

const EMPTY: BookingMadeHere[] = [];
const listeners = new Set<() => void>();
let cache: BookingMadeHere[] | undefined;

function read(): BookingMadeHere[] {
  if (cache) return cache;
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const parsed = raw ? v.safeParse(listSchema, JSON.parse(raw)) : undefined;
    cache = parsed?.success ? parsed.output : EMPTY;
  } catch {
    cache = EMPTY;
  }
  return cache;
}

function write(list: BookingMadeHere[]) {
  cache = list;
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or full storage: kept for this page only.
  }
  listeners.forEach((listener) => listener());
}

const sameReference = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export const bookingsMadeHere = (): BookingMadeHere[] => read();

/** Keeps (or refreshes) a booking made here; the oldest goes once KEPT are kept. */
export function rememberBookingMadeHere(booking: BookingMadeHere): void {
  const others = read().filter((b) => !sameReference(b.reference, booking.reference));
  write([...others, booking].slice(-KEPT));
}

/**
 * Whether a booking made here may still hold its seats at `now`: a payment started before its first
 * hold ended extends it by BOOKING_HOLD_MINUTES at most. Only the server knows; this says when to ask.
 */
export const mayStillHold = (booking: BookingMadeHere, now: Date) => Date.parse(booking.holdExpiresAt) + BOOKING_HOLD_MINUTES * 60_000 > now.getTime();

/** The phone (else e-mail) a booking made here was made with. */
export function madeHereContact(reference: string): string | undefined {
  const found = read().find((b) => sameReference(b.reference, reference));
  return found ? found.phone || found.email : undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The bookings made here, re-rendering when one is added; none in the prerendered page. */
export const useBookingsMadeHere = (): BookingMadeHere[] => useSyncExternalStore(subscribe, read, () => EMPTY);
