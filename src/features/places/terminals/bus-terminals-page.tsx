import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DirectoryTerminal } from '@contract/places';
import { terminalDirectoryQueryOptions } from '../api/get-terminal-directory';
import { PlaceDirectory } from '../components/place-directory';
import type { MapPlace } from '@/ui/map/map-place';
import { searchTerminals } from '../search';
import { TerminalCard } from './terminal-card';

const toPlace = (t: DirectoryTerminal): MapPlace => ({ name: t.terminalName, latitude: t.latitude, longitude: t.longitude });

/** Spec 1 §2, Bus Terminals: every terminal's address and contacts, searchable, with a map. */
export function BusTerminalsPage() {
  const directory = useQuery(terminalDirectoryQueryOptions());
  return (
    <PlaceDirectory
      heading={<Title order={1}>Bus Terminals</Title>}
      list={directory}
      search={{ label: 'Where is your destination?', placeholder: 'State or terminal, e.g. Edo or Jibowu', filter: searchTerminals }}
      toPlace={toPlace}
      words={{
        noun: 'terminals',
        list: 'Terminals',
        noMatch: (query) => `No terminal matches “${query}”. Try a state such as Lagos or Edo, or a terminal name.`,
        count: (shown) => (shown === 1 ? '1 terminal' : `${shown} terminals`),
      }}
      Card={TerminalCard}
    />
  );
}
