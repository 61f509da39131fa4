import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/support')({
  component: () => <PlannedPage title="Help & Support" />,
});
