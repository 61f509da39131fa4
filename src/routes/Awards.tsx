import { createFileRoute } from '@tanstack/react-router';
import { AwardsPage } from '@/features/content/components/awards-page';

export const Route = createFileRoute('/Awards')({
  component: AwardsPage,
});
