import { createFileRoute } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/track-bus/$token/$trackerId')({
  component: () => (
    <PlannedPage title="Track Bus">
      <Text c="dimmed">Fetching Bus Location...</Text>
    </PlannedPage>
  ),
});
