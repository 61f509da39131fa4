import { useEffect, useRef } from 'react';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { mayStillHold, useBookingsMadeHere } from '@/entities/booking/bookings-made-here';
import { liveHold } from '@/entities/booking/pending-hold';
import { useOnline } from '@/offline/network-status';
import { vaultKey, type VaultEntry } from '@/offline/ticket-vault';
import { bookingCode } from './ticket-legs';

/**
 * Online, once per visit: the bookings made on this device that still hold seats are looked up into
 * the vault (checkout may have left for a provider before it could), and saved copies that read
 * pending are read again (paid, released or lapsed since), so the list shows each as it stands.
 */
export function useRefreshPending(tickets: VaultEntry[], loading: boolean): void {
  const online = useOnline();
  const madeHere = useBookingsMadeHere();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (loading || !online) return;
    const now = new Date();
    const saved = new Set(tickets.map((entry) => vaultKey(entry.reference)));
    const references = [
      ...madeHere.filter((b) => mayStillHold(b, now) && !saved.has(vaultKey(b.reference))).map((b) => b.reference),
      ...tickets.filter((entry) => liveHold(bookingCode(entry.booking), entry.booking.Object, now)).map((entry) => entry.reference),
    ];
    for (const reference of references) {
      const key = vaultKey(reference);
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      // The vault tells the list when it changes; a failed look-up leaves the saved copy.
      void lookUpBooking(reference).catch(() => undefined);
    }
  }, [tickets, madeHere, loading, online]);
}
