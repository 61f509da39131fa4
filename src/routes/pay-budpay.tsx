import { createFileRoute } from '@tanstack/react-router';
import { BudpayPayPage } from '@/features/payments/components/provider-pages';

export const Route = createFileRoute('/pay-budpay')({
  component: BudpayPayPage,
});
