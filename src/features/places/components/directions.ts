/** Where a traveller wants to go: a map point when the place has one, its address always. */
export type Destination = { address: string; latitude?: number; longitude?: number };

/** A usable map point: finite, and not the 0,0 an unknown position is often stored as. */
const hasPoint = (d: Destination): d is Required<Destination> =>
  Number.isFinite(d.latitude) && Number.isFinite(d.longitude) && !(d.latitude === 0 && d.longitude === 0);

/**
 * Google Maps' universal directions link. On Android it opens the Maps app (or asks which map
 * app), on an iPhone Google Maps or the web, on a desktop the web page. A `geo:` URI would open
 * the map app on Android only and do nothing on a desktop. Coordinates route to the exact spot;
 * without them the address is searched, with the country so that 'Ikeja' means Lagos.
 */
export function directionsUrl(destination: Destination): string {
  const to = hasPoint(destination)
    ? `${destination.latitude},${destination.longitude}`
    : encodeURIComponent(/nigeria$/i.test(destination.address.trim()) ? destination.address.trim() : `${destination.address.trim()}, Nigeria`);
  return `https://www.google.com/maps/dir/?api=1&destination=${to}`;
}
