import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/referral')({
  component: () => <PlannedPage title="Referral" />,
});
