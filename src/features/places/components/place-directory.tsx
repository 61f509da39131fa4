import { useDeferredValue, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MapPlace } from '@/ui/map/map-place';
import classes from './places-layout.module.css';
import { PlaceDirectoryLayout } from './place-directory-layout';
import { PlaceListStatus } from './place-list-status';

/** What a directory's list entry is given: choosing it shows it on the map. */
export type PlaceCardProps<T> = { item: T; selected: boolean; onChoose: (item: T) => void };

type Props<T extends { id: number }> = {
  heading: ReactNode;
  list: UseQueryResult<T[]>;
  search: { label: string; placeholder: string; filter: (items: readonly T[], query: string) => T[] };
  toPlace: (item: T) => MapPlace;
  words: {
    /** How the status lines name the items: "terminals". */
    noun: string;
    /** The accessible name of the list. */
    list: string;
    /** Said when nothing matches the trimmed query. */
    noMatch: (query: string) => string;
    /** How many are shown, said above the list. */
    count?: (shown: number) => string;
  };
  Card: ComponentType<PlaceCardProps<T>>;
};

/** A searchable place list beside its map: the search, the chosen place and what the list shows meanwhile. */
export function PlaceDirectory<T extends { id: number }>({ heading, list, search, toPlace, words, Card }: Props<T>) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<T | undefined>();
  const { filter } = search;
  // The list (every terminal, each a card) renders in the background, in slices: drawn in the
  // render its answer arrived in (a synchronous one), it held a phone's main thread for 1.4 s at
  // 4× CPU; typing in the search stays instant while the list catches up.
  const data = useDeferredValue(list.data);
  const listedQuery = useDeferredValue(query);
  const shown = useMemo(() => filter(data ?? [], listedQuery), [filter, data, listedQuery]);
  const place = useMemo(() => (chosen ? toPlace(chosen) : undefined), [toPlace, chosen]);

  const results = () => {
    if (!data) return list.data ? <Loader size="sm" role="status" aria-label={`Loading ${words.noun}`} /> : <PlaceListStatus list={list} noun={words.noun} />;
    if (shown.length === 0) return <Text role="status">{words.noMatch(listedQuery.trim())}</Text>;
    return (
      <>
        {words.count ? <Text size="sm" c="dimmed" role="status">{words.count(shown.length)}</Text> : null}
        <ul className={classes.list} aria-label={words.list}>
          {shown.map((item) => (
            <Card key={item.id} item={item} selected={item.id === chosen?.id} onChoose={setChosen} />
          ))}
        </ul>
      </>
    );
  };

  return (
    <PlaceDirectoryLayout heading={heading} search={{ label: search.label, placeholder: search.placeholder, value: query, onChange: setQuery }} list={list} place={place}>
      {results()}
    </PlaceDirectoryLayout>
  );
}
