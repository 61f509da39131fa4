import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/selfcheckin')({
  component: () => <PlannedPage title="Check In" />,
});
