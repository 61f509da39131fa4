// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_VIEW } from '@contract/places';
import { basemapStyle, styleMaxZoom } from './basemap-style';
import { mapZooms, MAPLIBRE_MAX_ZOOM } from './map-zoom';

describe('styleMaxZoom', () => {
  it('reads the shipped basemap’s detail from its sources, well short of the spec’s 18', () => {
    const max = styleMaxZoom(basemapStyle());
    expect(max).toBeDefined();
    expect(max).toBeLessThan(DEFAULT_MAP_VIEW.zoom);
    expect(max).toBeGreaterThanOrEqual(10); // the finest city labels show from 10
  });

  it('takes the shallowest source, and says nothing when a source does not say', () => {
    const source = (maxzoom?: number) => ({ type: 'geojson' as const, data: { type: 'FeatureCollection' as const, features: [] }, ...(maxzoom === undefined ? {} : { maxzoom }) });
    expect(styleMaxZoom({ version: 8, layers: [], sources: { a: source(14), b: source(9) } })).toBe(9);
    expect(styleMaxZoom({ version: 8, layers: [], sources: { a: source(14), b: source() } })).toBeUndefined();
    expect(styleMaxZoom({ version: 8, layers: [], sources: {} })).toBeUndefined();
  });
});

describe('mapZooms', () => {
  it('centres a place at the basemap’s limit and opens at city level on it', () => {
    expect(mapZooms(12)).toEqual({ opening: 10, place: 12 });
  });

  it('keeps the spec’s 18 where a tile server has street detail', () => {
    expect(mapZooms(MAPLIBRE_MAX_ZOOM)).toEqual({ opening: 18, place: 18 });
  });
});
