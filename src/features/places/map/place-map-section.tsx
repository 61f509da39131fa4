import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { canDrawMaps, type MapPlace } from './map-place';
import { useBrowserValue } from '@/lib/use-browser-value';
import { OptionalPart } from '@/ui/optional-part';
import classes from './place-map-section.module.css';

const PlaceMap = lazy(() => import('./place-map').then((module) => ({ default: module.PlaceMap })));

const NO_MAP = "The map can't be shown on this phone. Every address is in the list.";
const MAP_NOT_LOADED = "The map couldn't load just now. Every address is in the list.";
/** The map's code is cached on the first online visit, not at install (it is most of a megabyte). */
const MAP_NEEDS_FIRST_VISIT = 'The map opens offline once it has been seen online. Every address is in the list.';

/** What shows when the map's chunk failed to load or the map threw while drawing. */
const mapFailed = () => <MapMessage>{navigator.onLine ? MAP_NOT_LOADED : MAP_NEEDS_FIRST_VISIT}</MapMessage>;

function MapMessage({ children }: { children: ReactNode }) {
  return (
    <Center h="100%" p="md" bg="gray.0">
      <Text ta="center" size="sm" c="dimmed" role="note">{children}</Text>
    </Center>
  );
}

type Props = {
  place: MapPlace | undefined;
  /** What the default view shows, for the caption, e.g. "Lagos". */
  defaultName: string;
};

/** Whether this phone can draw the map: unknown in a prerendered page (no WebGL at build time). */
const useCanDrawMaps = () => useBrowserValue<boolean | undefined>(canDrawMaps, undefined);

/** The map beside a place list, with a caption that says what it shows. */
export function PlaceMapSection({ place, defaultName }: Props) {
  const canDraw = useCanDrawMaps();
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const loading = <Center h="100%"><Loader size="sm" role="status" aria-label="Loading the map" /></Center>;
  const section = useRef<HTMLElement>(null);
  // On a phone the list runs below the map: bring the map back into view when a place is chosen.
  useEffect(() => {
    if (!place || !section.current) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.current.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [place]);
  return (
    <section ref={section} aria-label="Map and caption" className={classes.section}>
      <div className={classes.frame}>
        {canDraw === undefined ? (
          loading
        ) : canDraw && !unavailable ? (
          <OptionalPart fallback={mapFailed}>
            <Suspense fallback={loading}>
              <PlaceMap place={place} onUnavailable={markUnavailable} />
            </Suspense>
          </OptionalPart>
        ) : (
          <MapMessage>{NO_MAP}</MapMessage>
        )}
      </div>
      <Text size="sm" mt={6} aria-live="polite" className={classes.caption}>
        {`Showing ${place?.name ?? defaultName}`}
      </Text>
    </section>
  );
}
