import { createFileRoute } from '@tanstack/react-router';
import { FlutterwavePayPage } from '@/features/payments/components/provider-pages';

export const Route = createFileRoute('/pay-flutter')({
  component: FlutterwavePayPage,
});
