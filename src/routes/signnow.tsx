import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/signnow')({
  component: () => <PlannedPage title="Sign In" />,
});
