import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/hire-vehicle')({
  component: () => <PlannedPage title="Hire a Bus" />,
});
