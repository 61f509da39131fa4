import { useEffect, useRef } from 'react';
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { DEFAULT_MAP_VIEW } from '@contract/places';
import { keepMapOffline } from '@/offline/sw-bridge';
import { markerLabel, type MapPlace } from './map-place';
import { mapZooms } from './map-zoom';
import { BRAND, createMap } from './new-map';

/*
 * The map chunk: every map of the app is lazy-loaded from this one module (lazy-maps.ts), so
 * maplibre and its stylesheet ship in one file, which MAP_CODE_PATH (contract/precache-tiers.ts)
 * knows by this module's name and the service worker keeps only for phones that showed a map.
 */
export { TripMap } from './trip-map';

type Props = {
  /** Where to centre with a marker; none shows the default view over Lagos. */
  place: MapPlace | undefined;
  /** Called when the map cannot start (no WebGL2), so the caller can show the lists alone. Keep it stable. */
  onUnavailable: () => void;
};

/** The terminal and pick-up pages' map: one place centred with a marker. */
export function PlaceMap({ place, onUnavailable }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);

  // This phone has seen the map: the service worker keeps its code for offline use and updates.
  useEffect(keepMapOffline, []);

  useEffect(() => {
    if (!container.current) return;
    const element = container.current;
    const map = createMap(element, [DEFAULT_MAP_VIEW.longitude, DEFAULT_MAP_VIEW.latitude], (maxZoom) => mapZooms(maxZoom).opening);
    if (!map) {
      onUnavailable();
      return;
    }
    // The zoom, its limit and whether the map is moving on the container, where
    // tests/e2e/terminal-map.spec.ts reads them.
    const showZoom = () => {
      element.dataset.zoom = map.getZoom().toFixed(2);
      element.dataset.maxZoom = String(map.getMaxZoom());
    };
    showZoom();
    element.dataset.moving = 'false';
    map.on('zoomend', showZoom);
    map.on('movestart', () => void (element.dataset.moving = 'true'));
    map.on('moveend', () => void (element.dataset.moving = 'false'));
    mapRef.current = map;
    return () => {
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [onUnavailable]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    markerRef.current?.remove();
    markerRef.current = null;
    const zooms = mapZooms(map.getMaxZoom());
    if (!place) {
      map.jumpTo({ center: [DEFAULT_MAP_VIEW.longitude, DEFAULT_MAP_VIEW.latitude], zoom: zooms.opening });
      return;
    }
    const lngLat: [number, number] = [place.longitude, place.latitude];
    const marker = new Marker({ color: BRAND });
    const element = marker.getElement();
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', markerLabel(place));
    markerRef.current = marker.setLngLat(lngLat).addTo(map);
    map.jumpTo({ center: lngLat, zoom: zooms.place });
  }, [place]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} />;
}
