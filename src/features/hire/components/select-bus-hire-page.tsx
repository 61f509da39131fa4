import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Alert, Box, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { HIRE_MESSAGES } from '@contract/hire';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';
import { useSession } from '@/api/session';
import { formatClockTime } from '@/lib/clock-time';
import { useOnline } from '@/offline/network-status';
import { NoConnection } from '@/ui/no-connection';
import { hireSearchQueryOptions } from '../api/search-hire';
import { hireDraftStore } from '../hire-draft';
import type { Quantities } from '../hire-links';
import type { HireCriteria } from '../hire-search';
import { chosenLines, fitQuantities } from '../summary';
import { BookingSummary } from './booking-summary';
import { TripFacts } from './trip-facts';
import { VehicleCard } from './vehicle-card';
import classes from './hire.module.css';

type Props = {
  criteria: HireCriteria;
  /** The distance the panel measured (the URL's km), until the search answers its own. */
  km: number | undefined;
  /** The quantities in the URL. */
  quantities: Quantities;
  onQuantities: (next: Quantities) => void;
};

/** A refused search (400) will not change on retry; a server fault may. */
const canRetry = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/**
 * /select-bus-hire (spec 1 §2 'Hire', §5 'Hire'): the trip, a card per vehicle model with a
 * quantity from 0 to 3, and the Booking Summary; Continue (once a vehicle is chosen) goes to
 * /signnow for a visitor, else to /hire-passenger-details, with the choice kept in this tab.
 */
export function SelectBusHirePage({ criteria, km, quantities, onQuantities }: Props) {
  const result = useQuery(hireSearchQueryOptions(criteria, km));
  const signedIn = useSession() !== null;
  const online = useOnline();
  const navigate = useNavigate();
  const vehicles = result.data?.vehicles ?? [];
  // What the URL asks for, as far as the vehicles free now allow.
  const chosen = fitQuantities(quantities, vehicles);
  const lines = chosenLines(vehicles, chosen);
  const roundTrip = criteria.returnDate !== undefined;
  const night = roundTrip && criteria.night;
  const distance = result.data?.onewayDistanceKm ?? km;

  const proceed = () => {
    hireDraftStore.set((draft) => ({
      ...draft,
      criteria,
      distanceKm: distance ?? null,
      vehicles: lines.map(({ vehicle, quantity }) => ({
        vehicleModelId: vehicle.vehicleModelId,
        vehicleModelName: vehicle.vehicleModelName,
        seats: vehicle.vehicleTotalNoSeats,
        farePrice: vehicle.farePrice,
        sleepOverPrice: vehicle.sleepOverPrice,
        quantity,
      })),
    }));
    void navigate({ to: signedIn ? '/hire-passenger-details' : '/signnow' });
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ActionIcon component={Link} to="/hire-vehicle" variant="subtle" size="lg" aria-label="Back to the hire form" mt={4}>
            <span aria-hidden="true">←</span>
          </ActionIcon>
          <Title order={1}>Select Vehicles</Title>
        </Group>
        <TripFacts trip={{ ...criteria, km: distance }} label="Your trip" />

        {result.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Finding vehicles…</Text>
          </Group>
        ) : null}
        {result.isError && !result.data && isNoConnection(result.error) ? <NoConnection onRetry={() => void result.refetch()} retrying={result.isFetching} /> : null}
        {result.isError && !result.data && !isNoConnection(result.error) ? <SearchRefused error={result.error} onRetry={canRetry(result.error) ? () => void result.refetch() : undefined} /> : null}
        {result.data && !online ? (
          <Alert color="yellow" role="status">
            You are offline. Showing the vehicles found at {formatClockTime(result.dataUpdatedAt)}; what is free may have changed since.
          </Alert>
        ) : null}
        {result.data && online && result.isRefetchError ? (
          <Alert color="yellow" role="status">
            Showing the vehicles found at {formatClockTime(result.dataUpdatedAt)}: {errorMessage(result.error)}
          </Alert>
        ) : null}
        {result.data && vehicles.length === 0 ? <NoBus /> : null}

        {vehicles.length > 0 ? (
          <Box className={classes.layout}>
            <Stack gap="sm" component="section" aria-labelledby="hire-vehicles-title">
              <Title order={2} size="h3" id="hire-vehicles-title">Vehicles</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {vehicles.map((vehicle) => (
                  <VehicleCard
                    key={vehicle.vehicleModelId}
                    vehicle={vehicle}
                    quantity={chosen[vehicle.vehicleModelId] ?? 0}
                    roundTrip={roundTrip}
                    night={night}
                    onQuantity={(quantity) => onQuantities({ ...chosen, [vehicle.vehicleModelId]: quantity })}
                  />
                ))}
              </SimpleGrid>
            </Stack>
            <Stack gap="xs" className={classes.summary}>
              <BookingSummary
                lines={lines.map(({ vehicle, quantity }) => ({ name: vehicle.vehicleModelName, seats: vehicle.vehicleTotalNoSeats, farePrice: vehicle.farePrice, sleepOverPrice: vehicle.sleepOverPrice, quantity }))}
                roundTrip={roundTrip}
                night={night}
                onContinue={proceed}
              />
              {lines.length > 0 && !signedIn ? <Text size="sm" c="dimmed">Next, sign in to fill in your details, or continue as a guest.</Text> : null}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}

function NoBus() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>{HIRE_MESSAGES.noBus}</Title>
      <Text>{HIRE_MESSAGES.noHire}</Text>
      <Button component={Link} to="/hire-vehicle">Hire Again</Button>
    </Stack>
  );
}

function SearchRefused({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const said = errorMessage(error);
  if (said === HIRE_MESSAGES.noBus) return <NoBus />;
  return (
    <Alert color="red" title={HIRE_MESSAGES.noHire} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{said}</Text>
        <Group gap="sm">
          {onRetry ? <Button variant="default" onClick={onRetry}>Try again</Button> : null}
          <Button component={Link} to="/hire-vehicle">Hire Again</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
