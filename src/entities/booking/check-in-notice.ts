import { useSyncExternalStore } from 'react';

/**
 * The last check-in this tab made, so the confirmation outlives the screen that made it: the
 * check-in feature records it, the booking status page (tickets) shows it, also after /selfcheckin
 * has moved on to /bookingStatus. Kept in memory only: a reload needs no confirmation again.
 */
export type CheckInNotice = { reference: string; message: string };

let current: CheckInNotice | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const checkInNotice = {
  get: () => current,
  set: (notice: CheckInNotice | null) => {
    current = notice;
    notify();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The confirmation for this booking, if this tab checked it in. */
export function useCheckInNotice(reference: string): CheckInNotice | null {
  const notice = useSyncExternalStore(checkInNotice.subscribe, checkInNotice.get, () => null);
  return notice?.reference === reference ? notice : null;
}
