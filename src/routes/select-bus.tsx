import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { tripSearchQueryOptions } from '@/features/booking/api/search-trips';
import { completeSearch, selectBusSearchSchema, type SelectBusSearch } from '@/features/booking/draft/search-params';
import { SelectBusPage } from '@/features/booking/trips/select-bus-page';

export const Route = createFileRoute('/select-bus')({
  // A malformed link counts as missing criteria rather than an error page.
  validateSearch: (raw: Record<string, unknown>): SelectBusSearch => {
    const parsed = v.safeParse(selectBusSearchSchema, raw);
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: ({ search }) => {
    if (!completeSearch(search)) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const search = completeSearch(deps);
    // Start the search early; the screen shows its progress and the server's message on failure.
    if (search) void context.queryClient.prefetchQuery(tripSearchQueryOptions(search));
  },
  component: SelectBusRoute,
});

function SelectBusRoute() {
  const search = completeSearch(Route.useSearch());
  return search ? <SelectBusPage search={search} /> : null;
}
