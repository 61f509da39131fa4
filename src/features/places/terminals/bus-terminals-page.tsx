import { useMemo, useState } from 'react';
import { Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DirectoryTerminal } from '@contract/places';
import { terminalDirectoryQueryOptions } from '../api/get-terminal-directory';
import classes from '../components/places-layout.module.css';
import { PlaceListStatus } from '../components/place-list-status';
import { SavedCopyNote } from '../components/saved-copy-note';
import type { MapPlace } from '../map/map-place';
import { PlaceMapSection } from '../map/place-map-section';
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
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Bus Terminals</Title>
        <TextInput
          label="Where is your destination?"
          placeholder="State or terminal, e.g. Edo or Jibowu"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <div className={classes.layout}>
          <div className={classes.map}>
            <PlaceMapSection place={place} defaultName="Lagos" />
          </div>
          <Stack gap="sm">
            {directory.data ? <SavedCopyNote updatedAt={directory.dataUpdatedAt} refreshFailed={directory.isError} /> : null}
            <TerminalResults
              directory={directory}
              shown={shown}
              query={query}
              chosenId={chosen?.id}
              onChoose={setChosen}
            />
          </Stack>
        </div>
      </Stack>
    </Container>
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
