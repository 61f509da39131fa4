import { Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PickupArea } from '@contract/places';
import { pickupAreasQueryOptions } from '../api/get-pickup-areas';
import { PlaceDirectory } from '../components/place-directory';
import type { MapPlace } from '@/ui/map/map-place';
import { searchPickupAreas } from '../search';
import { PickupAreaCard, pickupAreaName } from './pickup-area-card';
import { PickupInfoTip } from './pickup-info-tip';

const toPlace = (area: PickupArea): MapPlace => ({ name: pickupAreaName(area), latitude: area.latitude, longitude: area.longitude });

/** Spec 1 §2, Pick-up Locations: registered pick-up points by area, searchable, with a map. */
export function PickupLocationsPage() {
  const areas = useQuery(pickupAreasQueryOptions());
  return (
    <PlaceDirectory
      heading={
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={1}>Pick-up Locations</Title>
          <PickupInfoTip />
        </Group>
      }
      list={areas}
      search={{ label: 'Search for pickup location', placeholder: 'State or area, e.g. Lagos or Lekki', filter: searchPickupAreas }}
      toPlace={toPlace}
      words={{
        noun: 'pick-up locations',
        list: 'Pick-up areas',
        noMatch: (query) => `No pick-up area matches “${query}”. Try a state such as Lagos, or an area such as Lekki.`,
      }}
      Card={PickupAreaCard}
    />
  );
}
