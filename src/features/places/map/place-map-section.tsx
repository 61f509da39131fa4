import { useEffect, useRef } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { LazyPlaceMap } from '@/ui/map/lazy-maps';
import { MapFrame, type MapNotes } from '@/ui/map/map-frame';
import type { MapPlace } from '@/ui/map/map-place';
import classes from './place-map-section.module.css';
import { useMapWanted } from './use-map-wanted';

const NOTES: MapNotes = {
  cannotDraw: "The map can't be shown on this phone. Every address is in the list.",
  notLoaded: "The map couldn't load just now. Every address is in the list.",
  /** The map's code is cached on the first online visit, not at install (it is most of a megabyte). */
  needsFirstVisit: 'The map opens offline once it has been seen online. Every address is in the list.',
};

type Props = {
  place: MapPlace | undefined;
  /** What the default view shows, for the caption, e.g. "Lagos". */
  defaultName: string;
};

/** The map beside a place list, with a caption that says what it shows. */
export function PlaceMapSection({ place, defaultName }: Props) {
  const section = useRef<HTMLElement>(null);
  const map = useMapWanted(place !== undefined);
  // On a phone the list runs below the map: bring the map back into view when a place is chosen.
  useEffect(() => {
    if (!place || !section.current) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.current.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [place]);
  return (
    <section ref={section} aria-label="Map and caption" className={classes.section}>
      <div className={classes.frame}>
        {map.wanted ? (
          <MapFrame notes={NOTES}>{(onUnavailable) => <LazyPlaceMap place={place} onUnavailable={onUnavailable} />}</MapFrame>
        ) : (
          <Center h="100%" p="md" bg="gray.0">
            <Stack align="center" gap="xs">
              <Button onClick={map.ask}>Show the map</Button>
              <Text ta="center" size="sm">Every address is in the list. Choose one to see it on the map.</Text>
            </Stack>
          </Center>
        )}
      </div>
      <Text size="sm" mt={6} aria-live="polite" className={classes.caption}>
        {`Showing ${place?.name ?? defaultName}`}
      </Text>
    </section>
  );
}
