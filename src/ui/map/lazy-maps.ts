import { createElement, lazy, type ComponentProps } from 'react';
import type { PlaceMap, TripMap } from './place-map';

/*
 * The app's maps, each from the one map chunk (place-map.tsx), loaded when first drawn: maplibre
 * is ~290 KB gzip and a 145 KB worker, never in a page's first load (TOOLCHAIN.md).
 */
const loadMaps = () => {
  const code = () => import('./place-map');
  return {
    PlaceMap: lazy(() => code().then((module) => ({ default: module.PlaceMap }))),
    TripMap: lazy(() => code().then((module) => ({ default: module.TripMap }))),
  };
};
let maps = loadMaps();

/** The map's code did not come (a stalled link): the next map drawn asks for it again. React keeps a lazy's failure for good. */
export function retryMapCode() {
  maps = loadMaps();
}

export const LazyPlaceMap = (props: ComponentProps<typeof PlaceMap>) => createElement(maps.PlaceMap, props);
export const LazyTripMap = (props: ComponentProps<typeof TripMap>) => createElement(maps.TripMap, props);
