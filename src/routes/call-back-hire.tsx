import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/call-back-hire')({
  component: () => <PlannedPage title="Hire Payment Status" />,
});
