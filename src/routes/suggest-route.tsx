import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/suggest-route')({
  component: () => <PlannedPage title="Suggest a Route" />,
});
