import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/upgrade')({
  component: () => <PlannedPage title="Tier 3 upgrade" />,
});
