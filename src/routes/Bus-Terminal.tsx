import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/Bus-Terminal')({
  component: () => <PlannedPage title="Bus Terminals" />,
});
