import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { NoConnection } from '@/ui/no-connection';

/**
 * What a place list shows while its data is not there: no answer with nothing saved yet (said
 * plainly instead of spinning), loading, or failed with a retry.
 */
export function PlaceListStatus({ list, noun }: { list: UseQueryResult<unknown>; noun: string }) {
  if (list.isPending && list.fetchStatus === 'paused') {
    return <Text role="status">You are offline, and the {noun} are not saved on this phone yet. They will show once you are back online.</Text>;
  }
  if (list.isPending) return <Loader size="sm" role="status" aria-label={`Loading ${noun}`} />;
  if (isNoConnection(list.error)) {
    return (
      <NoConnection onRetry={() => void list.refetch()} retrying={list.isFetching}>
        We could not reach Freely, and the {noun} are not saved on this phone yet. Check your connection and try again.
      </NoConnection>
    );
  }
  return (
    <Alert color="red" title={`Could not load the ${noun}`}>
      <Stack gap="xs">
        <Text size="sm">{errorMessage(list.error)}</Text>
        <Button size="xs" variant="white" color="red" w="fit-content" onClick={() => void list.refetch()}>Try again</Button>
      </Stack>
    </Alert>
  );
}
