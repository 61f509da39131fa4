import { useMemo, useState } from 'react';
import { Group, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PickupArea } from '@contract/places';
import { pickupAreasQueryOptions } from '../api/get-pickup-areas';
import classes from '../components/places-layout.module.css';
import { PlaceDirectoryLayout } from '../components/place-directory-layout';
import { PlaceListStatus } from '../components/place-list-status';
import type { MapPlace } from '../map/map-place';
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
    <PlaceDirectoryLayout
      heading={
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={1}>Pick-up Locations</Title>
          <PickupInfoTip />
        </Group>
      }
      search={{ label: 'Search for pickup location', placeholder: 'State or area, e.g. Lagos or Lekki', value: query, onChange: setQuery }}
      list={areas}
      place={place}
    >
      <PickupResults areas={areas} shown={shown} query={query} chosenId={chosen?.id} onChoose={setChosen} />
    </PlaceDirectoryLayout>
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
