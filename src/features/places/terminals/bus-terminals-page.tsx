import { useMemo, useState } from 'react';
import { Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DirectoryTerminal } from '@contract/places';
import { terminalDirectoryQueryOptions } from '../api/get-terminal-directory';
import classes from '../components/places-layout.module.css';
import { PlaceDirectoryLayout } from '../components/place-directory-layout';
import { PlaceListStatus } from '../components/place-list-status';
import type { MapPlace } from '../map/map-place';
import { searchTerminals } from '../search';
import { TerminalCard } from './terminal-card';

const toPlace = (t: DirectoryTerminal): MapPlace => ({ name: t.terminalName, latitude: t.latitude, longitude: t.longitude });

/** Spec 1 §2, Bus Terminals: every terminal's address and contacts, searchable, with a map. */
export function BusTerminalsPage() {
  const directory = useQuery(terminalDirectoryQueryOptions());
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<DirectoryTerminal | undefined>();
  const shown = useMemo(() => searchTerminals(directory.data ?? [], query), [directory.data, query]);
  const place = useMemo(() => (chosen ? toPlace(chosen) : undefined), [chosen]);

  return (
    <PlaceDirectoryLayout
      heading={<Title order={1}>Bus Terminals</Title>}
      search={{ label: 'Where is your destination?', placeholder: 'State or terminal, e.g. Edo or Jibowu', value: query, onChange: setQuery }}
      list={directory}
      place={place}
    >
      <TerminalResults directory={directory} shown={shown} query={query} chosenId={chosen?.id} onChoose={setChosen} />
    </PlaceDirectoryLayout>
  );
}

type ResultsProps = {
  directory: UseQueryResult<DirectoryTerminal[]>;
  shown: DirectoryTerminal[];
  query: string;
  chosenId: number | undefined;
  onChoose: (terminal: DirectoryTerminal) => void;
};

function TerminalResults({ directory, shown, query, chosenId, onChoose }: ResultsProps) {
  if (!directory.data) return <PlaceListStatus list={directory} noun="terminals" />;
  if (shown.length === 0) {
    return <Text role="status">No terminal matches “{query.trim()}”. Try a state such as Lagos or Edo, or a terminal name.</Text>;
  }
  return (
    <>
      <Text size="sm" c="dimmed" role="status">{shown.length === 1 ? '1 terminal' : `${shown.length} terminals`}</Text>
      <ul className={classes.list} aria-label="Terminals">
        {shown.map((terminal) => (
          <TerminalCard key={terminal.id} terminal={terminal} selected={terminal.id === chosenId} onChoose={onChoose} />
        ))}
      </ul>
    </>
  );
}
