import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/monnify-pay')({
  component: () => <PlannedPage title="Payment Status" />,
});
