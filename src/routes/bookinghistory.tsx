import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/bookinghistory')({
  component: () => <PlannedPage title="Booking History" />,
});
