import { DEFAULT_MAP_VIEW } from '@contract/places';

/** maplibre's own limit, for a tile server whose style does not give one. */
export const MAPLIBRE_MAX_ZOOM = 22;

/**
 * The zooms the map opens at and centres a chosen place at, never past `maxZoom` (how far the
 * style has detail). The spec's centre zoom 18 (DEFAULT_MAP_VIEW.zoom) assumes street tiles: on
 * the shipped basemap it was the observed defect, a blank square. There the map opens two steps
 * out from the place zoom, at city level, so the default view over Lagos shows the area.
 */
export function mapZooms(maxZoom: number): { opening: number; place: number } {
  const place = Math.min(DEFAULT_MAP_VIEW.zoom, maxZoom);
  return { opening: place === DEFAULT_MAP_VIEW.zoom ? place : Math.max(0, place - 2), place };
}
