import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { TRACKING_MESSAGES } from '@contract/tracking';
import { NoConnection } from '@/ui/no-connection';
import { vehicleTripQueryOptions } from '../api/get-vehicle-trip';
import { FAILURE_MESSAGES, failureKind } from '../tracking-view';
import { trackParams } from '../track-params';
import { Fetching } from './fetching';
import { LiveTrip } from './live-trip';

/** Spec 1 §4 'Tracking' on /track-bus/$token/$trackerId: the page's heading over what it knows. */
export function TrackBusPage({ token, trackerId }: { token: string; trackerId: string }) {
  const params = trackParams(token, trackerId);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Track Bus</Title>
        {params ? <TrackedTrip {...params} /> : <Invalid />}
      </Stack>
    </Container>
  );
}

/** The vehicle's trip (fetched on load, spec 1 §4), then the live part once it is known, or why it is not. */
function TrackedTrip({ token, trackerId }: { token: string; trackerId: string }) {
  const trip = useQuery(vehicleTripQueryOptions(token, trackerId));
  if (trip.data) return <LiveTrip trip={trip.data} token={token} trackerId={trackerId} />;
  if (!trip.isError) return <Fetching />;
  const kind = failureKind(trip.error);
  if (kind === 'offline') {
    return (
      <NoConnection onRetry={() => void trip.refetch()} retrying={trip.isFetching}>
        The bus's trip could not be fetched. Tracking needs a connection the first time; after that, this page shows where the bus was last seen.
      </NoConnection>
    );
  }
  if (kind === 'invalid') return <Invalid />;
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert">{FAILURE_MESSAGES[kind]}</Alert>
      <Button onClick={() => void trip.refetch()} loading={trip.isFetching} w="fit-content">Try again</Button>
    </Stack>
  );
}

/** 'Invalid Information!': a link mistyped, cut short, forged, or past its trip; the ticket has the current one. */
function Invalid() {
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert">{TRACKING_MESSAGES.invalid}</Alert>
      <Text>A ticket links to its bus once the bus has left, until it arrives. Open your ticket for its link.</Text>
      <Button component={Link} to="/bookingStatus" variant="light" w="fit-content">Check booking status</Button>
    </Stack>
  );
}
