import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/wallet-woven-pay')({
  component: () => <PlannedPage title="Wallet Funding" />,
});
