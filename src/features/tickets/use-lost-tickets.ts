import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { useOnline } from '@/offline/network-status';
import type { VaultEntry } from '@/offline/ticket-vault';
import { forgetSavedTicket, lostTickets, restoreTickets, savedTicketCookies } from './lost-tickets';

/** A failed restore is tried again this often while the phone says it is online (a dead link it calls online). */
export const RESTORE_RETRY_MS = 30_000;

export type LostTicketsState =
  | { kind: 'none' }
  /** No signal: what was lost, and that it comes back. */
  | { kind: 'waiting'; references: string[] }
  | { kind: 'restoring'; references: string[] }
  | { kind: 'failed'; references: string[]; retry: () => void }
  | { kind: 'restored'; references: string[] };

/**
 * My tickets' account of what the phone cleared (lost-tickets.ts): the tickets its saved-ticket
 * cookies name and the vault no longer holds, restored one look-up each as soon as there is a
 * signal (on opening, on reconnecting, every RESTORE_RETRY_MS after a failure, or on Try again).
 */
export function useLostTickets(saved: VaultEntry[], loading: boolean): LostTicketsState {
  const online = useOnline();
  const [cookies] = useState(savedTicketCookies);
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [restored, setRestored] = useState<string[]>([]);
  const [failed, setFailed] = useState<string[]>([]);
  const [restoring, setRestoring] = useState(false);
  const lost = loading ? [] : lostTickets(cookies, saved, gone);
  const running = useRef(false);

  function restore() {
    if (!navigator.onLine || lost.length === 0 || running.current) return;
    running.current = true;
    setRestoring(true);
    const lookUp = async (reference: string, contact: string) => {
      // A vault that cannot write (private mode, a full disk) has not got it back.
      if (!(await lookUpBooking(reference, undefined, contact)).saved) throw new Error(`${reference} was not saved`);
    };
    void restoreTickets(lost, lookUp).then((outcome) => {
      outcome.gone.forEach(forgetSavedTicket);
      running.current = false;
      setGone((before) => new Set([...before, ...outcome.gone]));
      setRestored((before) => [...before, ...outcome.restored]);
      setFailed(outcome.failed);
      setRestoring(false);
    });
  }
  const restoreNow = useEffectEvent(restore);

  // On opening once the vault is read, and on reconnecting.
  useEffect(() => {
    if (online && !loading) restoreNow();
  }, [online, loading]);

  const waitingOnFailure = failed.length > 0 && online && !restoring;
  useEffect(() => {
    if (!waitingOnFailure) return;
    const timer = setTimeout(restoreNow, RESTORE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waitingOnFailure]);

  const references = lost.map((ticket) => ticket.reference);
  if (references.length === 0) return restored.length > 0 ? { kind: 'restored', references: restored } : { kind: 'none' };
  if (!online) return { kind: 'waiting', references };
  if (waitingOnFailure) return { kind: 'failed', references, retry: restore };
  return { kind: 'restoring', references };
}
