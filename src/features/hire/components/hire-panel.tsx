import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lagosToday } from '@contract/dates';
import { HIRE_MESSAGES } from '@contract/hire';
import { ApiError } from '@/api/api-error';
import { useSessionStore } from '@/lib/session-store';
import { useOnline } from '@/offline/network-status';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { distanceQueryOptions } from '../api/get-distance';
import { hireSearchQueryOptions } from '../api/search-hire';
import { criteriaSearch } from '../hire-links';
import { inStep, proceedFailureView } from '../panel-failure';
import {
  freshPanel, hirePanelReducer, hirePanelStore, missingForProceed, PANEL_MESSAGES, pickupWindow, returnWindow, toPanelSearch,
  type HireKind, type HirePanelAction, type HirePanelState, type PanelSearch,
} from '../panel-state';
import { DateField } from '@/ui/date-field';
import { PlaceField } from './place-field';

/** Said at once when the phone knows it is offline, instead of a Proceed that would spin. */
export const HIRE_OFFLINE = 'You are offline. Finding places and hiring a bus need a connection: try again once you have signal.';

const dispatch = (action: HirePanelAction) => hirePanelStore.set((state) => hirePanelReducer(state, action));

/**
 * The Hire panel (spec 1 §2 Home 'Hire panel', §4 'Hire flow', §5): One Way and Round Trip, the
 * pick-up and drop-off addresses, the date(s), on a round trip 'Retain bus for the night'; Proceed
 * measures the road, searches, and leads to /select-bus-hire with the search in the URL. What is
 * typed is kept in this tab (panel-state.ts hirePanelStore).
 */
export function HirePanel() {
  const [today] = useState(() => lagosToday());
  const stored = useSessionStore(hirePanelStore);
  const state = freshPanel(stored, today);
  useEffect(() => {
    if (state !== stored) hirePanelStore.set(state);
  }, [state, stored]);
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const find = useMutation({
    mutationFn: async (search: PanelSearch) => {
      const km = await inStep('distance', () => queryClient.fetchQuery(distanceQueryOptions(search.pickupId, search.dropoffId)));
      // Spec 1 §4 waits 1.5 s here before searching; nothing needs the wait, so the search goes at once.
      const result = await inStep('search', async () => {
        const found = await queryClient.fetchQuery(hireSearchQueryOptions(search.criteria, km));
        if (found.vehicles.length === 0) throw new ApiError(HIRE_MESSAGES.noBus, { status: 200, code: '0' });
        return found;
      });
      return { km: result.onewayDistanceKm || km };
    },
    onSuccess: ({ km }, search) => void navigate({ to: '/select-bus-hire', search: criteriaSearch(search.criteria, { km }) }),
  });
  const search = toPanelSearch(state, today);
  const missing = missingForProceed(state, today);
  const failure = find.isError ? proceedFailureView(find.error) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (search && online) find.mutate(search);
      }}
    >
      <Tabs value={state.kind} onChange={(kind) => kind && dispatch({ type: 'kind', kind: kind as HireKind })} variant="pills" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="oneWay">One Way</Tabs.Tab>
          <Tabs.Tab value="roundTrip">Round Trip</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="oneWay">
          <HireFields state={state} today={today} />
        </Tabs.Panel>
        <Tabs.Panel value="roundTrip">
          <HireFields state={state} today={today} />
        </Tabs.Panel>
      </Tabs>
      <Stack gap="sm" mt="md">
        {!online ? <Alert color="amber" role="status" title="You are offline">{HIRE_OFFLINE}</Alert> : null}
        {failure?.kind === 'offline' && online ? <NoConnection onRetry={() => search && find.mutate(search)} retrying={find.isPending} /> : null}
        {failure?.kind === 'refused' ? (
          <FailureAlert title={failure.title} action="Change your trip" onAction={() => find.reset()}>{failure.message}</FailureAlert>
        ) : null}
        <Button type="submit" size="md" fullWidth disabled={!search || !online} loading={find.isPending} aria-describedby={missing ? 'hire-proceed-hint' : undefined}>
          Proceed
        </Button>
        {missing ? <Text id="hire-proceed-hint" size="sm" c="dimmed">{missing}</Text> : null}
      </Stack>
    </form>
  );
}

function HireFields({ state, today }: { state: HirePanelState; today: string }) {
  const returns = state.date ? returnWindow(state.date) : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PlaceField
          label="Pick-up address"
          placeholder="Where should the bus pick you up?"
          value={state.pickup}
          onChange={(value) => dispatch({ type: 'pickup', value })}
          problem={PANEL_MESSAGES.placeNotChosen}
        />
        <PlaceField
          label="Drop-off address"
          placeholder="Where are you going?"
          value={state.dropoff}
          onChange={(value) => dispatch({ type: 'dropoff', value })}
          problem={PANEL_MESSAGES.placeNotChosen}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField label="Pick-up date" value={state.date} window={pickupWindow(today)} onChange={(date) => dispatch({ type: 'date', date, today })} />
        {state.kind === 'roundTrip' ? (
          <DateField
            label="Return date"
            value={state.returnDate}
            window={returns ?? pickupWindow(today)}
            onChange={(date) => dispatch({ type: 'returnDate', date })}
            disabled={!returns}
            placeholder={returns ? 'Pick a date' : 'Pick the pick-up date first'}
          />
        ) : null}
      </SimpleGrid>
      {state.kind === 'roundTrip' ? (
        <Stack gap={4}>
          <Checkbox label="Retain bus for the night" checked={state.night} onChange={(event) => dispatch({ type: 'night', night: event.currentTarget.checked })} />
          <Text size="sm" c="dimmed">{HIRE_MESSAGES.sleepOverNote}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
