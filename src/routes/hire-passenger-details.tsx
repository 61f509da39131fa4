import { createFileRoute } from '@tanstack/react-router';
import { hireGatewaysQueryOptions } from '@/features/hire/api/get-hire-gateways';
import { HirePassengerPage } from '@/features/hire/components/hire-passenger-page';

export const Route = createFileRoute('/hire-passenger-details')({
  loader: ({ context }) => {
    // Warm the payment methods for Pay; a failure shows in the modal, not here.
    void context.queryClient.prefetchQuery(hireGatewaysQueryOptions());
  },
  component: HirePassengerPage,
});
