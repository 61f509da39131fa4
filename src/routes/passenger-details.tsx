import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/passenger-details')({
  component: () => <PlannedPage title="Passenger Details" />,
});
