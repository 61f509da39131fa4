import { useCallback, useEffect, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCountdown } from '@/lib/use-countdown';
import { useOnline } from '@/offline/network-status';

/** How often a page waiting for a bank transfer asks whether it has arrived (a transfer usually lands within minutes). */
export const TRANSFER_POLL_MS = 5_000;

/**
 * The one polling rule of every 'pay by transfer and wait' page (the seat's /aza-pay and
 * /woven-pay, the hire's /bankTransferPayment, the wallet's /wallet-woven-pay, a reschedule's fee):
 * ask every TRANSFER_POLL_MS while online; not at all offline (the page says so, and asks again on
 * reconnecting); never again once the answer is final: the ticket (or the hire, the credit, the
 * moved booking), a refund, or the expiry.
 */
export const transferPollInterval = (over: boolean, online: boolean): number | false => (over || !online ? false : TRANSFER_POLL_MS);

type StatusOptions<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, 'refetchInterval'>;

type WaitOptions<T, K extends QueryKey> = {
  /** The status call: whether the transfer arrived (queryOptions of the page's feature). */
  query: StatusOptions<T, K>;
  /** True once the answer is final (see transferPollInterval): the waiting is over. */
  isOver: (answer: { data: T | undefined; error: unknown }) => boolean;
  /** When the transfer window closes (ISO), from the answer or the page: asked once more at that moment, when the server closes it. */
  expiresAt: string | undefined | ((data: T | undefined) => string | undefined);
};

/**
 * The waiting itself, for the shared screen (src/ui/transfer-wait.tsx): the status polled by the
 * rule above, the time left, and Check (asks at once; only a check the traveller asked for shows
 * its answer, the polling goes on quietly).
 */
export function useTransferWait<T, K extends QueryKey = QueryKey>({ query: options, isOver, expiresAt }: WaitOptions<T, K>) {
  const online = useOnline();
  const query = useQuery({
    refetchOnWindowFocus: false,
    ...options,
    refetchInterval: (current) => transferPollInterval(isOver({ data: current.state.data, error: current.state.error }), online),
  });
  const over = isOver({ data: query.data, error: query.error });
  const remaining = useCountdown(over ? undefined : typeof expiresAt === 'function' ? expiresAt(query.data) : expiresAt);
  const { refetch } = query;
  const timeUp = remaining === 0;
  useEffect(() => {
    // The window closed: the server says so (or, if the transfer just arrived, the ticket).
    if (timeUp) void refetch();
  }, [timeUp, refetch]);

  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState(false);
  const check = useCallback(() => {
    setChecking(true);
    void refetch().finally(() => {
      setChecking(false);
      setChecked(true);
    });
  }, [refetch]);
  return { query, online, over, remaining, check, checking, checked };
}
