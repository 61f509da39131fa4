import { Text } from '@mantine/core';
import { formatDateTime } from '@/lib/clock-time';
import { useOnline } from '@/offline/network-status';

type Props = {
  /** When the shown list was fetched (a query's dataUpdatedAt). */
  updatedAt: number;
  /** The last refresh failed, so the list on screen is the saved one. */
  refreshFailed: boolean;
};

/** Says plainly when a list comes from the copy saved on the phone rather than fresh from us. */
export function SavedCopyNote({ updatedAt, refreshFailed }: Props) {
  const online = useOnline();
  if (online && !refreshFailed) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {online ? "Couldn't refresh the list. " : 'You are offline. '}
      Saved on this phone, updated {formatDateTime(updatedAt)}.
    </Text>
  );
}
