import '@mantine/core/styles/ActionIcon.css';
import '@/ui/overlay-styles';
import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { BusTrip } from '@contract/booking';
import type { TripSearch } from '@contract/trip-search';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';
import { sessionStore } from '@/api/session';
import { formatClockTime } from '@/lib/clock-time';
import { NoConnection } from '@/ui/no-connection';
import { departureTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { tripSearchQueryOptions } from '../api/search-trips';
import { bookingDraftStore, emptyDraft, sameSearch, useBookingDraft } from '../draft/booking-draft';
import { formatTripDate } from '@contract/dates';
import { useReleaseHeldBooking } from '../checkout/use-release-held-booking';
import { SeatPickerModal } from '@/ui/seats/seat-picker-modal';
import { draftForSearch, withLeg } from './draft-choices';
import { afterSeatsPath, currentLeg } from './leg-view';
import { LegSection, type Leg } from './leg-section';
import { StopoverModal } from './notices';
import { hasStopover } from './trip-rules';

type Picking = { leg: Leg; trip: BusTrip; stage: 'stopover' | 'seats' };

/** A refused search (400) will not change on retry; a server fault may (a lost connection shows NoConnection). */
const canRetry = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** /select-bus: the outbound list, then for a round trip the return list (spec 1 §2, §4). */
export function SelectBusPage({ search }: { search: TripSearch }) {
  const result = useQuery(tripSearchQueryOptions(search));
  const terminals = useQuery(departureTerminalsQueryOptions());
  const stored = useBookingDraft();
  const draft = draftForSearch(stored, search);
  const navigate = useNavigate();
  const [picking, setPicking] = useState<Picking | null>(null);
  const isRoundTrip = Boolean(search.returnDate);
  const leg = currentLeg(isRoundTrip, draft.outbound !== null);

  // Choices made for another search do not carry over to this one.
  useEffect(() => {
    if (!sameSearch(bookingDraftStore.get().search, search)) bookingDraftStore.set(emptyDraft(search));
  }, [search]);

  // Back at the buses (Back, the browser's back, a new search): a booking this tab made and has
  // not paid for is given back, so its seats show free again, to this traveller too.
  const releaseHeld = useReleaseHeldBooking();
  useEffect(() => {
    void releaseHeld();
  }, [releaseHeld]);

  const terminalName = (id: number) => terminals.data?.find((t) => t.terminalId === id)?.terminalName;
  const fromName = terminalName(search.from) ?? 'your departure';
  const toName = terminalName(search.to) ?? 'your destination';

  const viewSeats = (trip: BusTrip, which: Leg) => setPicking({ leg: which, trip, stage: hasStopover(trip) ? 'stopover' : 'seats' });

  const saveSeats = (pick: Picking, seats: number[]) => {
    bookingDraftStore.set((current) => withLeg(current, search, pick.leg, { trip: pick.trip, seats }, isRoundTrip));
    setPicking(null);
    if (pick.leg === 'outbound' && isRoundTrip) {
      window.scrollTo({ top: 0 });
      return;
    }
    void navigate({ to: afterSeatsPath(sessionStore.get() !== null) });
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label="Back to search" mt={4}>
            <span aria-hidden="true">←</span>
          </ActionIcon>
          <div>
            <Title order={1}>Bookings</Title>
            <Text fw={600}>{fromName} to {toName}</Text>
            <Text c="dimmed">
              {formatTripDate(search.date)} · {plural(search.adults, 'adult')}
              {search.returnDate ? ` · return ${formatTripDate(search.returnDate)}` : ''}
            </Text>
          </div>
        </Group>

        {result.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Searching buses…</Text>
          </Group>
        )}
        {result.isError && !result.data && isNoConnection(result.error) && (
          <NoConnection onRetry={() => void result.refetch()} retrying={result.isFetching} />
        )}
        {result.isError && !result.data && !isNoConnection(result.error) && (
          <Alert color="red" title="We could not search buses" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text>{errorMessage(result.error)}</Text>
              <Group gap="sm">
                {canRetry(result.error) && <Button variant="default" onClick={() => void result.refetch()}>Try again</Button>}
                <Button component={Link} to="/">Go Home</Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {result.isRefetchError && (
          <Alert color="yellow" role="status">
            Showing the buses found at {formatClockTime(result.dataUpdatedAt)}: {errorMessage(result.error)}
          </Alert>
        )}

        {result.data && leg === 'return' && draft.outbound && (
          <Alert color="freely" variant="light" title="Outbound bus chosen">
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {draft.outbound.trip.vehicleName} at {draft.outbound.trip.departureTime}, seat{draft.outbound.seats.length === 1 ? '' : 's'} {draft.outbound.seats.join(', ')}
              </Text>
              <Button size="xs" variant="default" onClick={() => bookingDraftStore.set((d) => ({ ...d, outbound: null }))}>
                Change
              </Button>
            </Group>
          </Alert>
        )}
        {result.data && (
          <LegSection
            key={leg}
            leg={leg}
            result={result.data}
            adults={search.adults}
            date={leg === 'outbound' ? search.date : (search.returnDate ?? search.date)}
            fromName={fromName}
            toName={toName}
            onViewSeats={(trip) => viewSeats(trip, leg)}
            onLeave={() => void navigate({ to: '/' })}
          />
        )}
      </Stack>

      {picking?.stage === 'stopover' && (
        <StopoverModal onProceed={() => setPicking({ ...picking, stage: 'seats' })} onClose={() => setPicking(null)} />
      )}
      {picking?.stage === 'seats' && (
        <SeatPickerModal
          key={picking.trip.vehicleTripRegistrationId}
          title={picking.leg === 'outbound' ? 'Select Seat(s)' : 'Return Trip Select Seat(s)'}
          trip={picking.trip}
          adults={search.adults}
          initialSeats={draft[picking.leg]?.trip.vehicleTripRegistrationId === picking.trip.vehicleTripRegistrationId ? (draft[picking.leg]?.seats ?? []) : []}
          onContinue={(seats) => saveSeats(picking, seats)}
          onClose={() => setPicking(null)}
        />
      )}
    </Container>
  );
}
