import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/booking/components/home-page';
import { departureTerminalsQueryOptions } from '@/features/booking/api/get-departure-terminals';
import { popularRoutesQueryOptions } from '@/features/booking/api/get-popular-routes';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // Warm the search panel and carousel; a failure shows on the select, not as a broken page.
    void context.queryClient.prefetchQuery(departureTerminalsQueryOptions());
    void context.queryClient.prefetchQuery(popularRoutesQueryOptions());
  },
  component: HomePage,
});
