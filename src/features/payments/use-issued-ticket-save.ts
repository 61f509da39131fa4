import { useEffect, useState } from 'react';
import { saveIssuedTicket } from '@/entities/booking/booking-lookup';

/** Where the issued ticket stands on this phone: being saved, kept in the vault, or not kept. */
export type TicketSave = 'saving' | 'saved' | 'failed';

/**
 * Keeps the issued ticket in the ticket vault, so it opens at the terminal without signal, and
 * says whether the vault really holds it: the page never claims a save that did not happen.
 */
export function useIssuedTicketSave(reference: string | undefined): TicketSave {
  const [result, setResult] = useState<{ reference: string; saved: boolean }>();
  useEffect(() => {
    if (!reference) return;
    let current = true;
    void saveIssuedTicket(reference).then((saved) => {
      if (current) setResult({ reference, saved });
    });
    return () => {
      current = false;
    };
  }, [reference]);
  if (!result || result.reference !== reference) return 'saving';
  return result.saved ? 'saved' : 'failed';
}
