import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/select-bus-hire')({
  component: () => <PlannedPage title="Hire a Bus: Select Vehicles" />,
});
