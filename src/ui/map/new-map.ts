import 'maplibre-gl/dist/maplibre-gl.css';
import { AttributionControl, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { BASEMAP_ATTRIBUTION, basemapStyle, configuredStyleUrl, styleMaxZoom } from './basemap-style';
import { MAPLIBRE_MAX_ZOOM } from './map-zoom';

setWorkerUrl(workerUrl);

/** The brand green of markers and lines. */
export const BRAND = '#0b6b3a';

/**
 * A maplibre map in `element` on the basemap the app ships (or a tile server's style when the
 * build names one and the phone is online, falling back to the basemap when it cannot be
 * reached), zoomable only as far as the style has detail, without rotation. Undefined when the
 * phone cannot draw it (no WebGL2). `zoomFor` picks the opening zoom from the style's limit.
 * Only place-map.tsx's chunk imports this: maplibre stays out of every other file.
 */
export function createMap(element: HTMLElement, center: [number, number], zoomFor: (maxZoom: number) => number): MapLibreMap | undefined {
  const useTileServer = configuredStyleUrl !== undefined && navigator.onLine;
  const basemap = basemapStyle();
  const maxZoom = useTileServer ? MAPLIBRE_MAX_ZOOM : (styleMaxZoom(basemap) ?? MAPLIBRE_MAX_ZOOM);
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container: element,
      style: useTileServer ? configuredStyleUrl : basemap,
      center,
      zoom: zoomFor(maxZoom),
      maxZoom,
      attributionControl: false,
      cooperativeGestures: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
  } catch {
    return undefined;
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
  return map;
}
