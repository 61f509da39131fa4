import { useEffect, useRef, useState } from 'react';
import { LngLatBounds, Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { keepMapOffline } from '@/offline/sw-bridge';
import { type MapPlace } from './map-place';
import { BRAND, createMap } from './new-map';

/** The bus stands out from the terminals' green and grey. */
const BUS_COLOUR = '#c2410c';
const DESTINATION_COLOUR = '#495057';
const ROAD = 'trip-road';

type Props = {
  departure: MapPlace;
  destination: MapPlace;
  /** The planned road, [longitude, latitude] pairs from terminal to terminal. */
  road: readonly (readonly [number, number])[];
  /** Where the bus is (or was last seen); none: the terminals and the road alone. */
  bus: MapPlace | undefined;
  /** Called when the map cannot start (no WebGL2). Keep it stable. */
  onUnavailable: () => void;
};

function labelledMarker(colour: string, label: string): Marker {
  const marker = new Marker({ color: colour });
  const element = marker.getElement();
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  return marker;
}

const lngLat = (place: MapPlace): [number, number] => [place.longitude, place.latitude];

/**
 * A trip's map (live tracking): its two terminals, the road between them, and the bus, framed to
 * show the whole way.
 */
export function TripMap({ departure, destination, road, bus, onUnavailable }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);

  // This phone has seen a map: the service worker keeps the map's code for offline use.
  useEffect(keepMapOffline, []);

  // The map, the road and the terminals: again only for another trip (keep the props' identity stable).
  useEffect(() => {
    if (!container.current) return;
    const bounds = new LngLatBounds(lngLat(departure), lngLat(departure));
    for (const point of [...road, lngLat(destination)]) bounds.extend([point[0], point[1]]);
    const created = createMap(container.current, bounds.getCenter().toArray() as [number, number], (maxZoom) => Math.min(6, maxZoom));
    if (!created) {
      onUnavailable();
      return;
    }
    // Room above for the pins' heads and on the right for the zoom buttons.
    created.fitBounds(bounds, { padding: { top: 56, right: 56, bottom: 32, left: 32 }, animate: false, maxZoom: created.getMaxZoom() });
    // The road under the markers, again after a style change (a tile server falling back to the basemap).
    const line = { type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: road.map(([lng, lat]) => [lng, lat]) } };
    created.on('style.load', () => {
      const source = created.getSource<GeoJSONSource>(ROAD);
      if (source) return void source.setData(line);
      created.addSource(ROAD, { type: 'geojson', data: line });
      created.addLayer({
        id: ROAD, type: 'line', source: ROAD,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': BRAND, 'line-width': 4, 'line-opacity': 0.55 },
      });
    });
    labelledMarker(BRAND, `${departure.name}, where the bus leaves from, on the map`).setLngLat(lngLat(departure)).addTo(created);
    labelledMarker(DESTINATION_COLOUR, `${destination.name}, where the bus arrives, on the map`).setLngLat(lngLat(destination)).addTo(created);
    setMap(created);
    return () => {
      setMap(null);
      created.remove();
    };
  }, [departure, destination, road, onUnavailable]);

  // The bus, moved as new positions come; the view stays where the traveller left it.
  useEffect(() => {
    if (!map || !bus) return;
    const marker = labelledMarker(BUS_COLOUR, 'The bus on the map').setLngLat(lngLat(bus)).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, bus]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} />;
}
