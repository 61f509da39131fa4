import { lazy } from 'react';

/*
 * The app's maps, each from the one map chunk (place-map.tsx), loaded when first drawn: maplibre
 * is ~290 KB gzip and a 145 KB worker, never in a page's first load (TOOLCHAIN.md).
 */
export const LazyPlaceMap = lazy(() => import('./place-map').then((module) => ({ default: module.PlaceMap })));
export const LazyTripMap = lazy(() => import('./place-map').then((module) => ({ default: module.TripMap })));
