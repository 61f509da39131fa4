import { useMemo } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRACKING_REFRESH_MS, type TrackingTrip } from '@contract/tracking';
import { formatClockTime, formatDateTime, timeParts } from '@/lib/clock-time';
import { useNow } from '@/lib/use-now';
import { DetailList, type Detail } from '@/ui/detail-list';
import { LazyTripMap } from '@/ui/map/lazy-maps';
import { MapFrame, type MapNotes } from '@/ui/map/map-frame';
import { NoConnection } from '@/ui/no-connection';
import { liveLocationQueryOptions } from '../api/get-live-location';
import type { LiveFix } from '../live-location';
import { agoText, FAILURE_MESSAGES, failureKind, positionText, routeWords } from '../tracking-view';
import { Fetching } from './fetching';
import classes from './track-bus.module.css';

const MAP_NOTES: MapNotes = {
  cannotDraw: "The map can't be shown on this phone. Where the bus is, and when it arrives, are below.",
  notLoaded: "The map couldn't load just now. Where the bus is, and when it arrives, are below.",
  needsFirstVisit: 'The map opens offline once a map has been seen online. Where the bus was last seen is below.',
};

const REFRESH_MINUTES = TRACKING_REFRESH_MS / 60_000;

/**
 * The trip's map and facts, with where the bus is: asked on load over a fresh socket and every
 * five minutes. A failed ask keeps the last position on screen, saying when it was taken and why
 * it is not newer (offline, a tracker with no fix, a refused link).
 */
export function LiveTrip({ trip, token, trackerId }: { trip: TrackingTrip; token: string; trackerId: string }) {
  const location = useQuery(liveLocationQueryOptions(token, trackerId));
  const now = useNow(30_000);
  const fix = location.data;
  const failure = location.isError ? failureKind(location.error) : undefined;
  // Stable while the trip is the same, so the map is drawn once and only the bus moves.
  const ends = useMemo(() => ({
    departure: { name: trip.departureTerminalResponse.departureTerminal, latitude: trip.departureTerminalResponse.latitude, longitude: trip.departureTerminalResponse.longitude },
    destination: { name: trip.destinationTerminalResponse.destinationTerminal, latitude: trip.destinationTerminalResponse.latitude, longitude: trip.destinationTerminalResponse.longitude },
  }), [trip.departureTerminalResponse, trip.destinationTerminalResponse]);
  const bus = useMemo(() => (fix ? { name: 'The bus', latitude: fix.latitude, longitude: fix.longitude } : undefined), [fix]);
  const retry = () => void location.refetch();

  return (
    <Stack gap="md">
      <Text fw={600} size="lg">{routeWords(trip)}</Text>
      <div aria-live="polite">
        {!fix && location.isPending ? <Fetching /> : null}
        {fix && !failure ? <Text>{fix.msg}</Text> : null}
        {failure ? <FailureNotice kind={failure} fix={fix} now={now} onRetry={retry} retrying={location.isFetching} /> : null}
      </div>
      <section aria-label="Map of the trip" className={classes.frame}>
        <MapFrame notes={MAP_NOTES}>
          {(onUnavailable) => (
            <LazyTripMap departure={ends.departure} destination={ends.destination} road={trip.routePath} bus={bus} onUnavailable={onUnavailable} />
          )}
        </MapFrame>
      </section>
      <DetailList label="The bus and its trip" items={tripDetails(trip, fix)} />
      <Stack gap={4} align="flex-start">
        <Button variant="light" onClick={retry} loading={location.isFetching} disabled={failure === 'invalid'}>Update location</Button>
        <Text size="sm" c="dimmed">The position updates by itself every {REFRESH_MINUTES} minutes while this page is open.</Text>
      </Stack>
    </Stack>
  );
}

/** A time on the trip's day, or with its date when the bus is due on another (an overnight trip). */
function tripTime(at: string, departsAt: string): string {
  const a = timeParts(new Date(at));
  const d = timeParts(new Date(departsAt));
  return a.day === d.day && a.month === d.month ? formatClockTime(at) : formatDateTime(at);
}

function tripDetails(trip: TrackingTrip, fix: LiveFix | undefined): Detail[] {
  return [
    { label: 'Bus', value: `${trip.vehicleName} · ${trip.plate}` },
    { label: 'Departure', value: `${trip.departureTerminalResponse.departureTerminal}, ${formatClockTime(trip.departsAt)}` },
    { label: 'Estimated arrival', value: `${trip.destinationTerminalResponse.destinationTerminal}, ${tripTime(trip.estimatedTimeOfArrival, trip.departsAt)}` },
    ...(fix
      ? [
          { label: 'Speed', value: `${fix.speed} km/h` },
          { label: 'Position', value: positionText(fix) },
          { label: 'Position taken', value: tripTime(fix.takenAt, trip.departsAt) },
        ]
      : []),
  ];
}

type NoticeProps = { kind: ReturnType<typeof failureKind>; fix: LiveFix | undefined; now: Date; onRetry: () => void; retrying: boolean };

/** Why the position is not new, with the last one's time when there is one. */
function FailureNotice({ kind, fix, now, onRetry, retrying }: NoticeProps) {
  const lastSeen = fix ? `Last known position, taken at ${formatClockTime(fix.takenAt)} (${agoText(fix.takenAt, now)}).` : undefined;
  if (kind === 'offline') {
    if (!fix) return <NoConnection onRetry={onRetry} retrying={retrying}>Where the bus is needs a connection. Try again when you have signal.</NoConnection>;
    return (
      <Alert color="amber" role="status" title="No connection">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{lastSeen}</Text>
          <Button size="xs" variant="white" onClick={onRetry} loading={retrying}>Try again</Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      <Text size="sm" fw={600}>{FAILURE_MESSAGES[kind]}</Text>
      {lastSeen ? <Text size="sm">{lastSeen}</Text> : null}
    </Alert>
  );
}
