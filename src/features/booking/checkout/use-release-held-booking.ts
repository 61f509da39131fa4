import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../api/query-keys';
import { releaseHeldBookingWithin } from './release-held-booking';

/** How long going back waits for the release before it leaves anyway (the seats then free a moment later). */
const WAIT_MS = 2000;

/**
 * Gives back this tab's unpaid booking (release-held-booking.ts) and, once released, refreshes
 * every bus list so the freed seats show at once. Resolves within WAIT_MS whatever happens.
 */
export function useReleaseHeldBooking() {
  const queryClient = useQueryClient();
  return useCallback(
    () => releaseHeldBookingWithin(WAIT_MS, () => queryClient.invalidateQueries({ queryKey: bookingKeys.tripSearches })),
    [queryClient],
  );
}
