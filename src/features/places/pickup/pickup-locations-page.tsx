import { useMemo, useState } from 'react';
import { Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PickupArea } from '@contract/places';
import { pickupAreasQueryOptions } from '../api/get-pickup-areas';
import classes from '../components/places-layout.module.css';
import { PlaceListStatus } from '../components/place-list-status';
import { SavedCopyNote } from '../components/saved-copy-note';
import type { MapPlace } from '../map/map-place';
import { PlaceMapSection } from '../map/place-map-section';
import { searchPickupAreas } from '../search';
import { PickupAreaCard, pickupAreaName } from './pickup-area-card';
import { PickupInfoTip } from './pickup-info-tip';


const toPlace = (area: PickupArea): MapPlace => ({ name: pickupAreaName(area), latitude: area.latitude, longitude: area.longitude });

/** Spec 1 §2, Pick-up Locations: registered pick-up points by area, searchable, with a map. */
export function PickupLocationsPage() {
  const areas = useQuery(pickupAreasQueryOptions());
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PickupArea | undefined>();
  const shown = useMemo(() => searchPickupAreas(areas.data ?? [], query), [areas.data, query]);
  const place = useMemo(() => (chosen ? toPlace(chosen) : undefined), [chosen]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={1}>Pick-up Locations</Title>
          <PickupInfoTip />
        </Group>
        <TextInput
          label="Search for pickup location"
          placeholder="State or area, e.g. Lagos or Lekki"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <div className={classes.layout}>
          <div className={classes.map}>
            <PlaceMapSection place={place} defaultName="Lagos" />
          </div>
          <Stack gap="sm">
            {areas.data ? <SavedCopyNote updatedAt={areas.dataUpdatedAt} refreshFailed={areas.isError} /> : null}
            <PickupResults areas={areas} shown={shown} query={query} chosenId={chosen?.id} onChoose={setChosen} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

type ResultsProps = {
  areas: UseQueryResult<PickupArea[]>;
  shown: PickupArea[];
  query: string;
  chosenId: number | undefined;
  onChoose: (area: PickupArea) => void;
};

function PickupResults({ areas, shown, query, chosenId, onChoose }: ResultsProps) {
  if (!areas.data) return <PlaceListStatus list={areas} noun="pick-up locations" />;
  if (shown.length === 0) {
    return <Text role="status">No pick-up area matches “{query.trim()}”. Try a state such as Lagos, or an area such as Lekki.</Text>;
  }
  return (
    <ul className={classes.list} aria-label="Pick-up areas">
      {shown.map((area) => (
        <PickupAreaCard key={area.id} area={area} selected={area.id === chosenId} onChoose={onChoose} />
      ))}
    </ul>
  );
}
