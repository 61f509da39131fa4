import { useState } from 'react';
import { Alert, Button, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@contract/messages';
import type { RouteFare } from '@contract/settings';
import { errorMessage, isNoConnection, refusalMessage } from '@/api/api-error';
import { DeferredSelect } from '@/ui/deferred-select';
import { NoConnection, QueriesNoConnection } from '@/ui/no-connection';
import { departureTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { destinationTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { routeFaresQueryOptions } from '../api/get-route-fares';
import { RouteFareCard } from './route-fare-card';

export type RoutePricesSearch = { from?: number; to?: number };

type Props = RoutePricesSearch & { onSearch: (search: Required<RoutePricesSearch>) => void };

/** Spec 1 §2, 'Travel Routes and Prices': pick two terminals, see each model's fare. */
export function RoutePricesPage({ from, to, onSearch }: Props) {
  const [departure, setDeparture] = useState<string | null>(from ? String(from) : null);
  const [arrival, setArrival] = useState<string | null>(to ? String(to) : null);
  const departures = useQuery(departureTerminalsQueryOptions());
  const destinations = useQuery(destinationTerminalsQueryOptions(departure ? Number(departure) : undefined));
  const fares = useQuery({ ...routeFaresQueryOptions(from ?? 0, to ?? 0), enabled: Boolean(from && to) });

  const searching = fares.isFetching;
  const canSearch = Boolean(departure && arrival) && !searching;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Travel Routes and Prices</Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (departure && arrival) onSearch({ from: Number(departure), to: Number(arrival) });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
            <DeferredSelect
              label="Travelling From"
              placeholder={departures.isPending ? 'Loading terminals…' : 'Select departure terminal'}
              data={(departures.data ?? []).map((t) => ({ value: String(t.terminalId), label: t.terminalName }))}
              value={departure}
              onChange={(value) => {
                setDeparture(value);
                setArrival(null);
              }}
              searchable
              nothingFoundMessage="No terminal found"
              error={refusalMessage(departures.error)}
            />
            <DeferredSelect
              label="Travelling To"
              placeholder={departure ? 'Select arrival terminal' : 'Choose where you travel from first'}
              data={(destinations.data ?? []).map((t) => ({ value: String(t.terminalId), label: t.terminalName }))}
              value={arrival}
              onChange={setArrival}
              disabled={!departure || destinations.isPending}
              searchable
              nothingFoundMessage="No terminal found"
              error={refusalMessage(destinations.error)}
            />
            <Button type="submit" disabled={!canSearch} loading={searching} size="md">
              Search
            </Button>
          </SimpleGrid>
        </form>
        <QueriesNoConnection queries={[departures, destinations]} />
        <RouteFareResults fares={fares} />
      </Stack>
    </Container>
  );
}

function RouteFareResults({ fares }: { fares: UseQueryResult<RouteFare[]> }) {
  if (fares.fetchStatus === 'idle' && fares.isPending) return null;
  if (fares.isPending) return <Loader role="status" aria-label="Searching prices" />;
  if (fares.isError && !isNoConnection(fares.error)) return <Alert color="red" title="Could not load prices">{errorMessage(fares.error)}</Alert>;
  // No answer: the prices saved before show, else 'No connection'.
  if (fares.data === undefined) return <NoConnection onRetry={() => void fares.refetch()} retrying={fares.isFetching} />;
  if (fares.data.length === 0) return <Text role="status" fw={600}>{MESSAGES.noRoutePrice}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" role="list" aria-label="Route prices">
      {fares.data.map((fare) => (
        <div role="listitem" key={fare.vehicleModelName}>
          <RouteFareCard fare={fare} />
        </div>
      ))}
    </SimpleGrid>
  );
}
