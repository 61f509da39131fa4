import { createFileRoute, redirect } from '@tanstack/react-router';
import { readTripSearchLink, type TripSearch } from '@contract/trip-search';
import { tripSearchQueryOptions } from '@/features/booking/api/search-trips';
import { SelectBusPage } from '@/features/booking/trips/select-bus-page';

/**
 * A link with no search, or a malformed one: nothing to show. Each field is set (to undefined)
 * because the router lays what validateSearch returns over the link's own parameters.
 */
type NoTripSearch = { [K in keyof TripSearch]?: undefined };
const NO_TRIP_SEARCH: NoTripSearch = { from: undefined, to: undefined, date: undefined, adults: undefined, returnDate: undefined };

export const Route = createFileRoute('/select-bus')({
  // The search as the app holds it (contract/trip-search.ts). A malformed link goes home rather
  // than to an error page; one that breaks a rule (14 adults) is searched, and the page says why.
  validateSearch: (raw: Record<string, unknown>): TripSearch | NoTripSearch => readTripSearchLink(raw) ?? NO_TRIP_SEARCH,
  beforeLoad: ({ search }) => {
    if (search.from === undefined) throw redirect({ to: '/', replace: true });
    return { tripSearch: search };
  },
  loaderDeps: ({ search }) => search,
  // Start the search early; the screen shows its progress and the server's message on failure.
  loader: ({ context }) => void context.queryClient.prefetchQuery(tripSearchQueryOptions(context.tripSearch)),
  component: SelectBusRoute,
});

function SelectBusRoute() {
  return <SelectBusPage search={Route.useRouteContext({ select: (context) => context.tripSearch })} />;
}
