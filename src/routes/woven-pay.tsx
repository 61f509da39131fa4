import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/woven-pay')({
  component: () => <PlannedPage title="Payment Status" />,
});
