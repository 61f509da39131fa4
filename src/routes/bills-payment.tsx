import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/bills-payment')({
  component: () => <PlannedPage title="Bills Payment" />,
});
