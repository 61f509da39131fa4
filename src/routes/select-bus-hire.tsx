import { createFileRoute, redirect } from '@tanstack/react-router';
import { hireSearchQueryOptions } from '@/features/hire/api/search-hire';
import { SelectBusHirePage } from '@/features/hire/components/select-bus-hire-page';
import { formatQuantities, parseQuantities, type Quantities } from '@/features/hire/hire-links';
import { completeCriteria, parseSelectBusHireSearch } from '@/features/hire/hire-search';

export const Route = createFileRoute('/select-bus-hire')({
  // A malformed part of a link is dropped (hire-search.ts); missing criteria go back to the panel.
  validateSearch: parseSelectBusHireSearch,
  beforeLoad: ({ search }) => {
    if (!completeCriteria(search)) throw redirect({ to: '/hire-vehicle', replace: true });
  },
  // The quantities change on this page: they do not start the search again.
  loaderDeps: ({ search: { from, to, date, returnDate, night, km } }) => ({ from, to, date, returnDate, night, km }),
  loader: ({ context, deps }) => {
    const criteria = completeCriteria(deps);
    if (criteria) void context.queryClient.prefetchQuery(hireSearchQueryOptions(criteria, deps.km));
  },
  component: SelectBusHireRoute,
});

function SelectBusHireRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const criteria = completeCriteria(search);
  // Each change replaces the entry: Back leaves the page rather than stepping through quantities.
  const onQuantities = (next: Quantities) => void navigate({ search: (prev) => ({ ...prev, q: formatQuantities(next) }), replace: true });
  return criteria ? <SelectBusHirePage criteria={criteria} km={search.km} quantities={parseQuantities(search.q)} onQuantities={onQuantities} /> : null;
}
