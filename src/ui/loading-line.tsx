import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';

/** A small spinner and what is being fetched ('Getting your hire…'), announced as a status. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{children}</Text>
    </Group>
  );
}
