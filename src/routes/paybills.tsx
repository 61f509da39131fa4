import { createFileRoute } from '@tanstack/react-router';
import { PaybillsPage } from '@/features/content/components/paybills-page';

export const Route = createFileRoute('/paybills')({
  component: PaybillsPage,
});
