/** A point the map centres on and marks, named for the caption and the marker's label. */
export type MapPlace = { name: string; latitude: number; longitude: number };

export const markerLabel = (place: MapPlace) => `${place.name} on the map`;

/** maplibre-gl 6 draws with WebGL2 only; without it the lists carry on alone. */
export function canDrawMaps(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}
