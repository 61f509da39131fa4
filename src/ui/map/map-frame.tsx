import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useBrowserValue } from '@/lib/use-browser-value';
import { OptionalPart } from '@/ui/optional-part';
import { retryMapCode } from './lazy-maps';
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

function MapMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Center h="100%" p="md" bg="gray.0">
      <Stack align="center" gap="xs">
        <Text ta="center" size="sm" c="dimmed" role="note">{children}</Text>
        {onRetry && <Button variant="light" size="xs" onClick={onRetry}>Try again</Button>}
      </Stack>
    </Center>
  );
}

/** Whether this phone can draw the map: unknown in a prerendered page (no WebGL at build time). */
const useCanDrawMaps = () => useBrowserValue<boolean | undefined>(canDrawMaps, undefined);

/**
 * Where a lazy map goes (lazy-maps.ts): a spinner while its code loads, and the page's own
 * sentence instead of the map when this phone cannot draw one, the code does not come, or the
 * map throws, with Try again. `children` draws the map, given what to call when it cannot start.
 * The service worker gives up on the map's code after 10 s without a byte (sw/deadline.ts), so a
 * stalled link ends in the sentence, not a spinner.
 */
export function MapFrame({ notes, children }: { notes: MapNotes; children: (onUnavailable: () => void) => ReactNode }) {
  const canDraw = useCanDrawMaps();
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const loading = <Center h="100%"><Loader size="sm" role="status" aria-label="Loading the map" /></Center>;
  if (canDraw === undefined) return loading;
  if (!canDraw || unavailable) return <MapMessage>{notes.cannotDraw}</MapMessage>;
  const retry = () => {
    retryMapCode();
    setAttempt((n) => n + 1);
  };
  const failed = () => <MapMessage onRetry={retry}>{navigator.onLine ? notes.notLoaded : notes.needsFirstVisit}</MapMessage>;
  return (
    <OptionalPart key={attempt} fallback={failed}>
      <Suspense fallback={loading}>{children(markUnavailable)}</Suspense>
    </OptionalPart>
  );
}
