import '@mantine/core/styles/Tabs.css';
import { useReducer, useState } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lagosToday } from '@contract/dates';
import { refusalMessage } from '@/api/api-error';
import { QueriesNoConnection } from '@/ui/no-connection';
import { departureTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { destinationTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { DateField } from '@/ui/date-field';
import {
  ADULT_OPTIONS, departureWindow, initialSearchForm, isEmptyWindow, returnWindow, searchFormReducer, tripSearchOf,
  type SearchFormAction, type SearchFormState, type TripKind,
} from './search-form-state';

type Props = { initial?: Partial<SearchFormState>; onProceed?: () => void };

/** 'Book a seat': One Way and Round Trip sub-tabs; Proceed leads to /select-bus (spec 1 §2 Home). */
export function SeatSearchForm({ initial, onProceed }: Props) {
  const [state, dispatch] = useReducer(searchFormReducer, initial, initialSearchForm);
  const [today] = useState(() => lagosToday());
  const navigate = useNavigate();
  const search = tripSearchOf(state, today);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!search) return;
        onProceed?.();
        void navigate({ to: '/select-bus', search });
      }}
    >
      <Tabs
        value={state.kind}
        onChange={(kind) => kind && dispatch({ type: 'kind', kind: kind as TripKind })}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="oneWay">One Way</Tabs.Tab>
          <Tabs.Tab value="roundTrip">Round Trip</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="oneWay">
          <SearchFields state={state} dispatch={dispatch} today={today} />
        </Tabs.Panel>
        <Tabs.Panel value="roundTrip">
          <SearchFields state={state} dispatch={dispatch} today={today} />
        </Tabs.Panel>
      </Tabs>
      <Button type="submit" size="md" mt="lg" fullWidth disabled={!search}>
        Proceed
      </Button>
    </form>
  );
}

/**
 * Native selects rather than Mantine's searchable Select: the phone's own picker suits 33
 * terminals at 360 px, and it keeps ~5 KB gzip of combobox code off the home page.
 */
const terminalOptions = (prompt: string, terminals: ReadonlyArray<{ terminalId: number; terminalName: string }> = []) => [
  { value: '', label: prompt, disabled: true },
  ...terminals.map((t) => ({ value: String(t.terminalId), label: t.terminalName })),
];

type FieldsProps = { state: SearchFormState; dispatch: (a: SearchFormAction) => void; today: string };

function SearchFields({ state, dispatch, today }: FieldsProps) {
  const departures = useQuery(departureTerminalsQueryOptions());
  const destinations = useQuery(destinationTerminalsQueryOptions(state.from));
  const returns = state.date ? returnWindow(today, state.date) : undefined;
  const noReturnFits = returns !== undefined && isEmptyWindow(returns);
  const toId = (value: string | null) => (value ? Number(value) : null);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="From"
          data={terminalOptions(departures.isPending ? 'Loading terminals…' : 'Departure terminal', departures.data)}
          value={state.from === null ? '' : String(state.from)}
          onChange={(event) => dispatch({ type: 'from', id: toId(event.currentTarget.value) })}
          error={refusalMessage(departures.error)}
        />
        <NativeSelect
          label="To"
          data={terminalOptions(state.from === null ? 'Choose where you travel from first' : destinations.isPending ? 'Loading terminals…' : 'Arrival terminal', destinations.data)}
          value={state.to === null ? '' : String(state.to)}
          onChange={(event) => dispatch({ type: 'to', id: toId(event.currentTarget.value) })}
          disabled={state.from === null || destinations.isPending}
          error={refusalMessage(destinations.error)}
        />
      </SimpleGrid>
      {/* A list that got no answer says so here, with Try again; the server's refusals stay on the field. */}
      <QueriesNoConnection queries={[departures, destinations]} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField
          label="Departure date"
          value={state.date}
          window={departureWindow(today)}
          onChange={(date) => dispatch({ type: 'date', date, today })}
        />
        {state.kind === 'roundTrip' && (
          <DateField
            label="Return date"
            value={state.returnDate}
            window={returns ?? departureWindow(today)}
            onChange={(date) => dispatch({ type: 'returnDate', date, today })}
            disabled={!returns || noReturnFits}
            placeholder={returns ? 'Pick a date' : 'Pick the departure date first'}
            description={noReturnFits ? 'Pick an earlier departure: the return must be within 21 days.' : undefined}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <NativeSelect
          label="Adults"
          data={ADULT_OPTIONS}
          value={String(state.adults)}
          onChange={(event) => dispatch({ type: 'adults', adults: Number(event.currentTarget.value) })}
        />
        <TextInput label="Children" value="0" disabled readOnly />
      </SimpleGrid>
    </Stack>
  );
}
