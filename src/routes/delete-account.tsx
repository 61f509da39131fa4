import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/delete-account')({
  component: () => <PlannedPage title="Delete Account" />,
});
