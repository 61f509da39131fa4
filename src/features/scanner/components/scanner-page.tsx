import { Alert, Button, Container, Loader, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lagosToday } from '@contract/dates';
import { BOARDING_MESSAGES } from '@contract/boarding';
import { useSession } from '@/api/session';
import { useNow } from '@/lib/use-now';
import { NoConnection } from '@/ui/no-connection';
import { manifestFor } from '../prep';
import { SCANNER_PATH } from '../scanner-search';
import type { Scanner } from '../scanner-controller';
import { useScanner, useScannerState } from '../use-scanner';
import { LogPanel } from './log-panel';
import { PrepStatus } from './prep-status';
import { ScanPanel } from './scan-panel';
import { TripPicker } from './trip-picker';

type TripProps = { tripId: number | undefined; onTrip: (tripId: number | undefined) => void };

/**
 * /staff/scan (issue 19): a conductor checks signed tickets at the bus door, with no signal once
 * the day's lists are on the phone. Staff only: the route sends a signed-out visitor to sign in;
 * the server says whether the account is staff (POST /Boarding/token), and the page remembers it
 * for the day.
 */
export function ScannerPage(props: TripProps) {
  const session = useSession();
  return (
    <Container size="sm" py="md" px="sm">
      <Stack gap="md">
        <Title order={1}>Boarding scanner</Title>
        {session ? (
          <StaffScanner key={session.user.customersId} customerId={session.user.customersId} {...props} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>Sign in with your staff account to scan tickets.</Text>
            <Button renderRoot={(linkProps) => <Link {...linkProps} to="/login" search={{ next: SCANNER_PATH }} />}>Sign in</Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function StaffScanner({ customerId, ...props }: { customerId: number } & TripProps) {
  const scanner = useScanner(customerId);
  const { loaded, prep, refresh } = useScannerState(scanner);
  if (!loaded || !prep) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Opening the scanner…</Text>
      </Group>
    );
  }
  if (refresh.status === 'not-staff') return <StaffOnly message={refresh.message} />;
  if (!prep.profile) {
    if (refresh.status === 'offline') {
      return (
        <NoConnection onRetry={() => void scanner.refresh()}>
          The scanner needs a connection once, to check your staff account and download today's passenger lists. After that it works with no signal all day.
        </NoConnection>
      );
    }
    if (refresh.status === 'failed') {
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" role="alert" w="100%">{refresh.message}</Alert>
          <Button onClick={() => void scanner.refresh()}>Try again</Button>
        </Stack>
      );
    }
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Checking your staff account…</Text>
      </Group>
    );
  }
  return <Ready scanner={scanner} {...props} />;
}

/** A signed-in customer who is not staff. */
function StaffOnly({ message }: { message: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" role="alert" title="Staff only" w="100%">
        <Text size="sm">This page is for Freely's terminal staff, to check tickets at the bus door.</Text>
        <Text size="sm">{message || BOARDING_MESSAGES.notStaff}</Text>
      </Alert>
      <Button variant="light" renderRoot={(linkProps) => <Link {...linkProps} to="/my-tickets" />}>My tickets</Button>
    </Stack>
  );
}

function Ready({ scanner, tripId, onTrip }: { scanner: Scanner } & TripProps) {
  const { prep, refresh } = useScannerState(scanner);
  const now = useNow(60_000);
  const today = lagosToday(now);
  if (!prep?.profile) return null;
  const manifests = prep.manifests.map((m) => m.manifest);
  const trip = tripId === undefined ? undefined : manifests.flatMap((m) => m.trips).find((t) => t.tripId === tripId);
  return (
    <Stack gap="md">
      <Text fw={600}>{prep.profile.staffName} · {prep.profile.terminal.name}</Text>
      <PrepStatus prep={prep} refresh={refresh} today={today} onUpdate={() => void scanner.refresh()} />
      {manifestFor(prep, today) || manifests.length > 0 ? <TripPicker manifests={manifests} today={today} tripId={tripId} onTrip={onTrip} /> : null}
      {tripId !== undefined && !trip && manifests.length > 0 ? (
        <Alert color="amber" role="status">That bus is not on the saved lists. Choose the bus being boarded.</Alert>
      ) : null}
      {trip ? (
        <>
          <ScanPanel key={trip.tripId} scanner={scanner} trip={trip} />
          <LogPanel scanner={scanner} trip={trip} />
        </>
      ) : null}
    </Stack>
  );
}
