import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/Pickupservice')({
  component: () => <PlannedPage title="Pick-up Locations" />,
});
