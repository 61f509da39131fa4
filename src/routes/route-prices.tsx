import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RoutePricesPage } from '@/features/places/components/route-prices-page';
import { departureTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';

const terminalId = v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)));
const searchSchema = v.object({ from: v.fallback(terminalId, undefined), to: v.fallback(terminalId, undefined) });

export const Route = createFileRoute('/route-prices')({
  validateSearch: searchSchema,
  loader: ({ context }) => {
    // Warm the terminal list; a failure shows on the select, not as a broken page.
    void context.queryClient.prefetchQuery(departureTerminalsQueryOptions());
  },
  component: RoutePricesRoute,
});

function RoutePricesRoute() {
  const { from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RoutePricesPage from={from} to={to} onSearch={(search) => void navigate({ search })} />;
}
