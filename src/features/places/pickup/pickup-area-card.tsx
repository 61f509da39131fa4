import { Card, Text, UnstyledButton } from '@mantine/core';
import type { PickupArea } from '@contract/places';
import classes from '../components/places-layout.module.css';
import { PlaceActions } from '../components/place-actions';
import type { PlaceCardProps } from '../components/place-directory';

/** "Lekki, Lagos"; an area named like its state is named once ("Abuja"). */
export const pickupAreaName = (area: PickupArea) =>
  area.terminal.trim().toLowerCase() === area.state.trim().toLowerCase() ? area.terminal : `${area.terminal}, ${area.state}`;

/** A pick-up point's address: the point, then its area ("Chicken Republic, Jakande Roundabout, Lekki, Lagos"). */
export const pickupPointAddress = (point: string, area: PickupArea) => `${point}, ${pickupAreaName(area)}`;

/**
 * One pick-up area: its name shows it on the map; its points are a numbered list, each with
 * directions and its address to copy. Points have no coordinates of their own: their address is searched.
 */
export function PickupAreaCard({ item: area, selected, onChoose }: PlaceCardProps<PickupArea>) {
  const name = pickupAreaName(area);
  return (
    <Card component="li" withBorder padding="sm" className={selected ? classes.selected : undefined}>
      <UnstyledButton className={classes.choice} aria-pressed={selected} onClick={() => onChoose(area)}>
        <Text component="span" fw={700}>{name}</Text>
        <Text component="span" size="xs" c="dimmed" display="block">Show on the map</Text>
      </UnstyledButton>
      {area.location.length > 0 ? (
        <ol aria-label={`Pick-up points in ${name}`} style={{ margin: '8px 0 0', paddingInlineStart: '1.5rem' }}>
          {area.location.map((point) => (
            <li key={point}>
              <Text component="span" size="sm">{point}</Text>
              <PlaceActions name={point} destination={{ address: pickupPointAddress(point, area) }} />
            </li>
          ))}
        </ol>
      ) : (
        <Text size="sm" mt="xs">No pick-up points are registered in {area.terminal} yet. Search another area.</Text>
      )}
    </Card>
  );
}
