import { useEffect, useState } from 'react';
import type { ConfirmedTicket } from '@contract/tickets';
import { saveIssuedBooking } from '@/entities/booking/booking-lookup';

/** Where the issued ticket stands on this phone: being saved, kept in the vault, or not kept. */
export type TicketSave = 'saving' | 'saved' | 'failed';

/**
 * Keeps the issued ticket's booking, as the confirmation answered it, in the ticket vault, so it
 * opens at the terminal without signal, and says whether the vault really holds it: the page
 * never claims a save that did not happen.
 */
export function useIssuedTicketSave(ticket: ConfirmedTicket | undefined): TicketSave {
  const [result, setResult] = useState<{ reference: string; saved: boolean }>();
  const reference = ticket?.bookingReference;
  const booking = ticket?.booking;
  useEffect(() => {
    if (!reference) return;
    let current = true;
    void saveIssuedBooking(reference, booking).then((saved) => {
      if (current) setResult({ reference, saved });
    });
    return () => {
      current = false;
    };
  }, [reference, booking]);
  if (!result || result.reference !== reference) return 'saving';
  return result.saved ? 'saved' : 'failed';
}
