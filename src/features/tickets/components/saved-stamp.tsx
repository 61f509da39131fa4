import { Text } from '@mantine/core';
import type { VaultEntry } from '@/offline/ticket-vault';
import { savedStamp } from '../ticket-dates';
import { useNow } from '@/lib/use-now';

/** 'Saved on this device · updated 2:05 PM': where this copy lives and how fresh it is. */
export function SavedStamp({ entry }: { entry: VaultEntry }) {
  const now = useNow();
  return (
    <Text size="sm" c="dimmed">
      {savedStamp(entry.updatedAt, now)}
    </Text>
  );
}
