import '@/ui/overlay-styles';
import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { BusTrip, TripSearchResult } from '@contract/booking';
import { formatTripDate } from '@contract/dates';
import { outboundView, returnView } from './leg-view';
import { NoBusFound, SuggestionModal } from './notices';
import { TripList } from './trip-list';
import { noBusMessage } from './trip-rules';

export type Leg = 'outbound' | 'return';

type Props = {
  leg: Leg;
  result: TripSearchResult;
  adults: number;
  /** The date of this leg. */
  date: string;
  fromName: string;
  toName: string;
  onViewSeats: (trip: BusTrip) => void;
  /** Closing 'No bus available' goes home (spec 1 §2). */
  onLeave: () => void;
};

/** One leg's buses: the direct list, the suggestion modal and alternatives, or 'No bus found'. */
export function LegSection({ leg, result, adults, date, fromName, toName, onViewSeats, onLeave }: Props) {
  const [suggestionsShown, setSuggestionsShown] = useState(false);
  const view = leg === 'outbound' ? outboundView(result, suggestionsShown) : returnView(result, suggestionsShown);
  const showSuggestions = () => setSuggestionsShown(true);

  return (
    <Stack gap="md">
      {leg === 'return' && (
        <div>
          <Title order={2}>Return Trip Bus Availability</Title>
          <Text c="dimmed">{formatTripDate(date)}</Text>
        </div>
      )}
      {view.kind === 'direct' && (
        <TripList label={leg === 'outbound' ? 'Buses' : 'Return buses'} trips={view.trips} adults={adults} onViewSeats={onViewSeats} />
      )}
      {view.kind === 'suggest' &&
        (leg === 'outbound' ? (
          <SuggestionModal title="No bus available" message={noBusMessage(fromName, toName)} onView={showSuggestions} onClose={onLeave} />
        ) : (
          <SuggestionModal title="Suggested bus available" message={noBusMessage(toName, fromName)} onView={showSuggestions} onClose={showSuggestions} />
        ))}
      {view.kind === 'alternatives' && (
        <Stack gap="sm">
          {leg === 'outbound' ? (
            <div>
              <Title order={2}>Alternative route suggestions</Title>
              <Text c="dimmed">Select a new departure terminal.</Text>
            </div>
          ) : (
            <Title order={3}>Alternative Return Trip Bus Availability</Title>
          )}
          <TripList
            label={leg === 'outbound' ? 'Alternative buses' : 'Alternative return buses'}
            trips={view.trips}
            adults={adults}
            onViewSeats={onViewSeats}
          />
        </Stack>
      )}
      {view.kind === 'none' && (
        <NoBusFound detail={leg === 'outbound' ? `No bus leaves ${fromName} for ${toName} on ${formatTripDate(date)}.` : `No bus returns from ${toName} to ${fromName} on ${formatTripDate(date)}.`} />
      )}
    </Stack>
  );
}
