import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/hire-passenger-details')({
  component: () => <PlannedPage title="Hire Passenger Details" />,
});
