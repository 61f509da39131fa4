import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/pay-paystack')({
  component: () => <PlannedPage title="Pay with Paystack" />,
});
