import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/Contact-Us')({
  component: () => <PlannedPage title="Contact Us" />,
});
