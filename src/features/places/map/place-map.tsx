import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { DEFAULT_MAP_VIEW } from '@contract/places';
import { keepMapOffline } from '@/offline/sw-bridge';
import { BASEMAP_ATTRIBUTION, basemapStyle, configuredStyleUrl } from './basemap-style';
import { markerLabel, type MapPlace } from './map-place';

setWorkerUrl(workerUrl);

/**
 * The spec's zoom 18 assumes street tiles. With a tile server we keep it; the bundled basemap has
 * no streets, so zoom 18 would open on plain land: it opens at city level over the same centre and
 * zooms to 12 on a chosen place, where district names show.
 */
const OPENING_ZOOM = configuredStyleUrl ? DEFAULT_MAP_VIEW.zoom : 10;
const PLACE_ZOOM = configuredStyleUrl ? DEFAULT_MAP_VIEW.zoom : 12;
const BRAND = '#0b6b3a';

type Props = {
  /** Where to centre with a marker; none shows the default view over Lagos. */
  place: MapPlace | undefined;
  /** Called when the map cannot start (no WebGL2), so the caller can show the lists alone. Keep it stable. */
  onUnavailable: () => void;
};

/** The maplibre map, in its own lazy chunk: only the terminal and pick-up pages load it. */
export function PlaceMap({ place, onUnavailable }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);

  // This phone has seen the map: the service worker keeps its code for offline use and updates.
  useEffect(keepMapOffline, []);

  useEffect(() => {
    if (!container.current) return;
    const useTileServer = configuredStyleUrl !== undefined && navigator.onLine;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: useTileServer ? configuredStyleUrl : basemapStyle(),
        center: [DEFAULT_MAP_VIEW.longitude, DEFAULT_MAP_VIEW.latitude],
        zoom: OPENING_ZOOM,
        attributionControl: false,
        cooperativeGestures: false,
        dragRotate: false,
        pitchWithRotate: false,
      });
    } catch {
      onUnavailable();
      return;
    }
    map.addControl(new AttributionControl({ compact: true, customAttribution: useTileServer ? undefined : BASEMAP_ATTRIBUTION }));
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.touchZoomRotate.disableRotation();
    // A tile server that cannot be reached falls back to the basemap shipped with the app.
    if (useTileServer) {
      map.once('error', () => {
        if (!map.isStyleLoaded()) map.setStyle(basemapStyle());
      });
    }
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
    if (!place) {
      map.jumpTo({ center: [DEFAULT_MAP_VIEW.longitude, DEFAULT_MAP_VIEW.latitude], zoom: OPENING_ZOOM });
      return;
    }
    const lngLat: [number, number] = [place.longitude, place.latitude];
    const marker = new Marker({ color: BRAND });
    const element = marker.getElement();
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', markerLabel(place));
    markerRef.current = marker.setLngLat(lngLat).addTo(map);
    map.jumpTo({ center: lngLat, zoom: PLACE_ZOOM });
  }, [place]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} />;
}
