import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { DEFAULT_MAP_VIEW } from '@contract/places';
import { keepMapOffline } from '@/offline/sw-bridge';
import { BASEMAP_ATTRIBUTION, basemapStyle, configuredStyleUrl, styleMaxZoom } from './basemap-style';
import { markerLabel, type MapPlace } from './map-place';
import { MAPLIBRE_MAX_ZOOM, mapZooms } from './map-zoom';

setWorkerUrl(workerUrl);

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
    const element = container.current;
    const useTileServer = configuredStyleUrl !== undefined && navigator.onLine;
    const basemap = basemapStyle();
    const maxZoom = useTileServer ? MAPLIBRE_MAX_ZOOM : (styleMaxZoom(basemap) ?? MAPLIBRE_MAX_ZOOM);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: useTileServer ? configuredStyleUrl : basemap,
        center: [DEFAULT_MAP_VIEW.longitude, DEFAULT_MAP_VIEW.latitude],
        zoom: mapZooms(maxZoom).opening,
        maxZoom,
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
        if (map.isStyleLoaded()) return;
        map.setMaxZoom(styleMaxZoom(basemap) ?? MAPLIBRE_MAX_ZOOM);
        map.setStyle(basemap);
      });
    }
    // The zoom and its limit on the container, where tests/e2e/terminal-map.spec.ts reads them.
    const showZoom = () => {
      element.dataset.zoom = map.getZoom().toFixed(2);
      element.dataset.maxZoom = String(map.getMaxZoom());
    };
    showZoom();
    map.on('zoomend', showZoom);
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
