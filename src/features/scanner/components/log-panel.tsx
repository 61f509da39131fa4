import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import type { ManifestTrip } from '@contract/boarding';
import { formatClockTime } from '@/lib/clock-time';
import { useOnline } from '@/offline/network-status';
import { logSummary } from '../scan-log';
import type { Scanner } from '../scanner-controller';
import { useScanLog, useSyncState } from '../use-scanner';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The boarding log as the conductor needs it: who has boarded this bus, how many scans still wait
 * to reach the server, and what the server reported back (a ticket boarded on two phones).
 */
export function LogPanel({ scanner, trip }: { scanner: Scanner; trip: ManifestTrip }) {
  const scans = useScanLog(scanner);
  const sync = useSyncState(scanner);
  const online = useOnline();
  const summary = logSummary(scans);
  const here = scans.filter((s) => s.tripId === trip.tripId);
  const boarded = here.filter((s) => s.verdict === 'accepted').reduce((sum, s) => sum + s.seats.length, 0);
  const booked = trip.bookings.reduce((sum, b) => sum + b.passengers, 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby="boarding-log">
      <Title order={2} id="boarding-log" size="h3">Boarding log</Title>
      <Text>
        This bus: {plural(boarded, 'passenger', 'passengers')} boarded on this phone of {booked} booked; {plural(here.length, 'scan', 'scans')}.
      </Text>
      <div role="status">
        <Text fw={600}>
          {summary.unsent === 0 ? 'Every scan has reached the server.' : `${plural(summary.unsent, 'scan waits', 'scans wait')} to be sent${online ? '…' : ': they go when the signal returns.'}`}
        </Text>
      </div>
      {sync.problem ? <Alert color="red" role="alert">{sync.problem}</Alert> : null}
      {summary.unsent > 0 && online ? (
        <Button variant="light" w="fit-content" onClick={scanner.sync.nudge} loading={sync.sending}>Send now</Button>
      ) : null}
      {summary.conflicts.length > 0 || summary.unknown.length > 0 ? (
        <Alert color="red" role="alert" title="Reported by the server">
          <List size="sm">
            {summary.conflicts.map((s) => (
              <List.Item key={s.scanId}>
                {s.reference}: boarded first on another phone{s.result?.firstBoarding ? ` at ${formatClockTime(s.result.firstBoarding.scannedAt)}` : ''}. The same ticket was shown twice.
              </List.Item>
            ))}
            {summary.unknown.map((s) => (
              <List.Item key={s.scanId}>{s.reference}: the server has no paid booking with seats on that bus.</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {summary.rejected.length > 0 ? (
        <Alert color="red" role="alert">{plural(summary.rejected.length, 'scan was', 'scans were')} refused by the server: {summary.rejected[0]!.problem}</Alert>
      ) : null}
    </Stack>
  );
}
