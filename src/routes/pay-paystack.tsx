import { createFileRoute } from '@tanstack/react-router';
import { PaystackPayPage } from '@/features/payments/components/provider-pages';

export const Route = createFileRoute('/pay-paystack')({
  component: PaystackPayPage,
});
