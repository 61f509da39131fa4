import { Group, Loader, Text } from '@mantine/core';
import { TRACKING_MESSAGES } from '@contract/tracking';

/** 'Fetching Bus Location...' (spec 1 §4) while nothing is known yet. */
export function Fetching() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{TRACKING_MESSAGES.fetching}</Text>
    </Group>
  );
}
