import { useEffect, useState } from 'react';
import { useBrowserValue } from '@/lib/use-browser-value';

/** Set once a traveller has had a place map on this phone: its code is then kept offline (the `map` tier). */
const MAP_OPENED_KEY = 'freely_map_opened';

const openedBefore = () => {
  try {
    return localStorage.getItem(MAP_OPENED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Whether a place page draws its map. The map's code is ~300 KB gzip and a worker, most of a first
 * visit on 3G and seconds of a phone's processor, for a list that already gives every address: it
 * comes when the traveller asks for it (Show the map), chooses a place, or has had a map on this
 * phone before (then the service worker keeps its code, and it opens offline).
 */
export function useMapWanted(placeChosen: boolean): { wanted: boolean; ask: () => void } {
  const before = useBrowserValue(openedBefore, false);
  const [asked, setAsked] = useState(false);
  const wanted = before || asked || placeChosen;
  useEffect(() => {
    if (!wanted) return;
    try {
      localStorage.setItem(MAP_OPENED_KEY, '1');
    } catch {
      // Private mode: asked again next visit.
    }
  }, [wanted]);
  return { wanted, ask: () => setAsked(true) };
}
