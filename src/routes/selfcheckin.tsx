import { createFileRoute } from '@tanstack/react-router';
import { SelfCheckInPage } from '@/features/checkin/components/self-check-in-page';

export const Route = createFileRoute('/selfcheckin')({
  component: SelfCheckInPage,
});
