import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';

export const BASEMAP_ATTRIBUTION = '© Natural Earth · GeoNames';

/** Same-origin files from public/basemap/, precached by the service worker with every json. */
const basemapUrl = (file: string) => new URL(`${import.meta.env.BASE_URL}basemap/${file}`, window.location.origin).href;

const WATER = '#b9dbe8';
const LAND = { focus: '#fbf6e4', neighbour: '#ecebe4', context: '#e6e4dc' } as const;
const INK = '#3d4a44';
const HALO = 'rgba(255, 255, 255, 0.9)';
const role = (value: keyof typeof LAND): ExpressionSpecification => ['==', ['get', 'role'], value];
const placeRank = (rank: number): ExpressionSpecification => ['all', ['!=', ['get', 'kind'], 'country'], ['==', ['get', 'rank'], rank]];

/**
 * How far the shipped basemap has detail: scripts/basemap keeps Nigeria's outline to ~100 m
 * (TOLERANCE.focus 0.001°) and its finest labels show from zoom 10. At 12 a pixel is ~20 m; past
 * that there is only plain land, which is how the spec's zoom 18 looked: a blank square.
 */
const BASEMAP_DETAIL_ZOOM = 12;

/** City labels by rank: [rank, first zoom, text size]. */
const CITY_RANKS: ReadonlyArray<readonly [number, number, number]> = [[1, 4, 14], [2, 5.5, 13], [3, 7, 12], [4, 10, 12]];

/**
 * The bundled basemap: Natural Earth countries and GeoNames places, drawn offline. The style
 * has no `glyphs` on purpose: maplibre then draws label text with the phone's own fonts.
 */
export function basemapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: basemapUrl('countries.geo.json'), attribution: BASEMAP_ATTRIBUTION, maxzoom: BASEMAP_DETAIL_ZOOM },
      places: { type: 'geojson', data: basemapUrl('places.geo.json'), maxzoom: BASEMAP_DETAIL_ZOOM },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land-context', type: 'fill', source: 'countries', filter: role('context'), paint: { 'fill-color': LAND.context } },
      { id: 'land-neighbour', type: 'fill', source: 'countries', filter: role('neighbour'), paint: { 'fill-color': LAND.neighbour } },
      { id: 'land-nigeria', type: 'fill', source: 'countries', filter: role('focus'), paint: { 'fill-color': LAND.focus } },
      {
        id: 'borders', type: 'line', source: 'countries', filter: ['!', role('focus')],
        paint: { 'line-color': '#a7a49a', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2] },
      },
      {
        id: 'border-nigeria', type: 'line', source: 'countries', filter: role('focus'),
        paint: { 'line-color': '#0b6b3a', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 8, 2.5], 'line-opacity': 0.7 },
      },
      {
        id: 'country-labels', type: 'symbol', source: 'places', maxzoom: 8,
        filter: ['==', ['get', 'kind'], 'country'],
        layout: {
          'text-field': ['get', 'name'], 'text-font': ['sans-serif'], 'text-transform': 'uppercase',
          'text-size': ['case', ['==', ['get', 'rank'], 0], 16, 12], 'text-letter-spacing': 0.1, 'text-max-width': 8,
        },
        paint: { 'text-color': '#6b6f68', 'text-halo-color': HALO, 'text-halo-width': 1.2 },
      },
      ...CITY_RANKS.map(([rank, minzoom, size]) => ({
        id: `places-rank-${rank}`, type: 'symbol' as const, source: 'places', minzoom,
        filter: placeRank(rank),
        layout: {
          'text-field': ['get', 'name'] as ExpressionSpecification, 'text-font': ['sans-serif'], 'text-size': size,
          'text-anchor': 'top' as const, 'text-offset': [0, 0.4] as [number, number], 'text-max-width': 7,
          'icon-optional': true,
        },
        paint: { 'text-color': INK, 'text-halo-color': HALO, 'text-halo-width': 1.5 },
      })),
      {
        id: 'place-dots', type: 'circle', source: 'places', minzoom: 4,
        filter: ['all', ['!=', ['get', 'kind'], 'country'], ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 5.5, 2, 7, 3, 10, 4]]],
        paint: { 'circle-radius': 2.5, 'circle-color': INK, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
      },
    ],
  };
}

/**
 * The deepest zoom every source of a style has data for (a source's `maxzoom`), or undefined when
 * a source does not say: the map may zoom no further, and centres a place at most this close.
 */
export function styleMaxZoom(style: StyleSpecification): number | undefined {
  const zooms = Object.values(style.sources).map((source) => ('maxzoom' in source ? source.maxzoom : undefined));
  if (zooms.length === 0 || zooms.some((zoom) => zoom === undefined)) return undefined;
  return Math.min(...(zooms as number[]));
}

/** A tile server's style, when the deployment configures one (VITE_MAP_STYLE_URL). */
export const configuredStyleUrl = (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || undefined;
