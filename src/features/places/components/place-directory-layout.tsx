import type { ReactNode } from 'react';
import { Container, Stack, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MapPlace } from '@/ui/map/map-place';
import { PlaceMapSection } from '../map/place-map-section';
import classes from './places-layout.module.css';
import { SavedCopyNote } from './saved-copy-note';

type Props = {
  heading: ReactNode;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  /** The list's query: says when it is a saved copy. */
  list: UseQueryResult<unknown>;
  /** The chosen place, centred on the map with a marker. */
  place: MapPlace | undefined;
  children: ReactNode;
};

/** A searchable place list beside its map (Bus Terminals, Pick-up Locations); at 360 px the map goes first. */
export function PlaceDirectoryLayout({ heading, search, list, place, children }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {heading}
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          type="search"
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
        <div className={classes.layout}>
          <div className={classes.map}>
            <PlaceMapSection place={place} defaultName="Lagos" />
          </div>
          <Stack gap="sm">
            {list.data ? <SavedCopyNote updatedAt={list.dataUpdatedAt} refreshFailed={list.isError} /> : null}
            {children}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
