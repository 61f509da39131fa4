import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/booking/components/dashboard-page';
import { departureTerminalsQueryOptions } from '@/features/booking/api/get-departure-terminals';

export const Route = createFileRoute('/dashboard')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(departureTerminalsQueryOptions());
  },
  component: DashboardPage,
});
