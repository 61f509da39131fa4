import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/Register')({
  component: () => <PlannedPage title="Sign Up" />,
});
