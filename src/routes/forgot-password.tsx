import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/forgot-password')({
  component: () => <PlannedPage title="Reset Password" />,
});
