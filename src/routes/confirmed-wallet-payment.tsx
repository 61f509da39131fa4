import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/confirmed-wallet-payment')({
  component: () => <PlannedPage title="Wallet Payment" />,
});
