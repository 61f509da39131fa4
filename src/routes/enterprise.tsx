import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/enterprise')({
  component: () => <PlannedPage title="Enterprise Partner" />,
});
