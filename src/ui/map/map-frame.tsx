import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useBrowserValue } from '@/lib/use-browser-value';
import { OptionalPart } from '@/ui/optional-part';
import { canDrawMaps } from './map-place';

/** What a page says in the map's place, each sentence ending with where the same facts are on the page. */
export type MapNotes = {
  /** This phone cannot draw maps (no WebGL2). */
  cannotDraw: string;
  /** The map's code did not load, or the map failed while drawing, online. */
  notLoaded: string;
  /** The same offline: the map's code is kept once a map was seen online. */
  needsFirstVisit: string;
};

function MapMessage({ children }: { children: ReactNode }) {
  return (
    <Center h="100%" p="md" bg="gray.0">
      <Text ta="center" size="sm" c="dimmed" role="note">{children}</Text>
    </Center>
  );
}

/** Whether this phone can draw the map: unknown in a prerendered page (no WebGL at build time). */
const useCanDrawMaps = () => useBrowserValue<boolean | undefined>(canDrawMaps, undefined);

/**
 * Where a lazy map goes (lazy-maps.ts): a spinner while its code loads, and the page's own
 * sentence instead of the map when this phone cannot draw one, the code does not come, or the
 * map throws. `children` draws the map, given what to call when it cannot start.
 */
export function MapFrame({ notes, children }: { notes: MapNotes; children: (onUnavailable: () => void) => ReactNode }) {
  const canDraw = useCanDrawMaps();
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const loading = <Center h="100%"><Loader size="sm" role="status" aria-label="Loading the map" /></Center>;
  if (canDraw === undefined) return loading;
  if (!canDraw || unavailable) return <MapMessage>{notes.cannotDraw}</MapMessage>;
  const failed = () => <MapMessage>{navigator.onLine ? notes.notLoaded : notes.needsFirstVisit}</MapMessage>;
  return (
    <OptionalPart fallback={failed}>
      <Suspense fallback={loading}>{children(markUnavailable)}</Suspense>
    </OptionalPart>
  );
}
