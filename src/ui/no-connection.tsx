import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';

type Props = {
  onRetry: () => void;
  /** True while the retry runs: Try again spins instead of the alert vanishing and coming back. */
  retrying?: boolean;
  /** The screen's own sentence (what is kept meanwhile, what needs the connection); the general one by default. */
  children?: ReactNode;
};

/**
 * The one 'No connection' state every screen shows when a call got no answer: no signal, or a
 * stalled link whose deadline passed (src/api/deadlines.ts). Always with Try again.
 */
export function NoConnection({ onRetry, retrying = false, children }: Props) {
  return (
    <Alert color="amber" role="alert" title="No connection">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children ?? OFFLINE_MESSAGE}</Text>
        <Button size="xs" variant="white" onClick={onRetry} loading={retrying}>Try again</Button>
      </Stack>
    </Alert>
  );
}

type RetryableQuery = Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isFetching' | 'refetch'>;

/**
 * 'No connection' when any of `queries` got no answer and has nothing to show; nothing otherwise
 * (other failures are the screen's to word). Try again asks those queries again.
 */
export function QueriesNoConnection({ queries, children }: { queries: RetryableQuery[]; children?: ReactNode }) {
  const failed = queries.filter((query) => query.data === undefined && isNoConnection(query.error));
  if (failed.length === 0) return null;
  return (
    <NoConnection retrying={failed.some((query) => query.isFetching)} onRetry={() => failed.forEach((query) => void query.refetch())}>
      {children}
    </NoConnection>
  );
}
