import { createFileRoute } from '@tanstack/react-router';
import { WovenPayPage } from '@/features/wallet/components/woven-pay-page';

export const Route = createFileRoute('/wallet-woven-pay')({
  component: WovenPayPage,
});
