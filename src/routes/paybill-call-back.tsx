import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/paybill-call-back')({
  component: () => <PlannedPage title="Bill Payment Status" />,
});
