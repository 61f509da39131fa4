import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/pay-flutter')({
  component: () => <PlannedPage title="Pay with Flutterwave" />,
});
