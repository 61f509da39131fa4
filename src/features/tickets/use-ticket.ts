import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOnline } from '@/offline/network-status';
import { bookingStatusQueryOptions } from './api/get-booking-status';
import { ticketState } from './ticket-state';
import { useSavedTicket } from './use-saved-tickets';

/**
 * A booking by reference: the vault's copy at once, and the server's answer whenever there is a
 * connection (enabled by `online`, so reconnecting refreshes it silently in the background).
 */
export function useTicket(reference: string) {
  const online = useOnline();
  const saved = useSavedTicket(reference);
  const remote = useQuery({ ...bookingStatusQueryOptions(reference), enabled: online });
  const { refetch } = remote;

  // Back online: refresh even an answer that is still fresh, so the stamp says the copy is current.
  const wasOnline = useRef(online);
  useEffect(() => {
    // cancelRefetch false: joins the fetch that enabling may already have started.
    if (online && !wasOnline.current) void refetch({ cancelRefetch: false });
    wasOnline.current = online;
  }, [online, refetch]);

  const state = ticketState({ reference, online, saved, remote: { data: remote.data, dataUpdatedAt: remote.dataUpdatedAt, error: remote.error } });
  return { state, refetch, fetching: remote.isFetching };
}
