import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/aza-pay')({
  component: () => <PlannedPage title="Bank Transfer" />,
});
