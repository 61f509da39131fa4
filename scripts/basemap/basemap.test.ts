import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureCollection, Point } from 'geojson';
import { douglasPeucker } from './simplify-arcs';

const dir = join(import.meta.dirname, '..', '..', 'public', 'basemap');
const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

describe('douglasPeucker', () => {
  it('keeps the ends, drops points within tolerance and keeps those beyond it', () => {
    const line: Array<[number, number]> = [[0, 0], [1, 0.001], [2, 0], [3, 1], [4, 0]];
    expect(douglasPeucker(line, 0.01)).toEqual([[0, 0], [2, 0], [3, 1], [4, 0]]);
    expect(douglasPeucker([[0, 0], [1, 1]], 10)).toEqual([[0, 0], [1, 1]]);
  });
});

describe('the committed basemap', () => {
  it('stays small: every file together under 250 KB', () => {
    const total = ['countries.geo.json', 'places.geo.json', 'ATTRIBUTION.md'].reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
    expect(total).toBeLessThan(250 * 1024);
  });

  it('draws Nigeria as the focus with its seven neighbours', () => {
    const countries = read<FeatureCollection<null, { name: string; role: string }>>('countries.geo.json');
    const byRole = (role: string) => countries.features.filter((f) => f.properties.role === role).map((f) => f.properties.name).sort();
    expect(byRole('focus')).toEqual(['Nigeria']);
    expect(byRole('neighbour')).toEqual(['Benin', 'Cameroon', 'Chad', 'Eq. Guinea', 'Ghana', 'Niger', 'Togo']);
  });

  it('labels at most 120 places, with coordinates to 4 decimals', () => {
    const places = read<FeatureCollection<Point, { name: string; kind: string }>>('places.geo.json');
    expect(places.features.length).toBeLessThanOrEqual(120);
    for (const coordinate of places.features.flatMap((f) => f.geometry.coordinates)) {
      expect(Math.round(coordinate * 1e4) / 1e4).toBe(coordinate);
    }
    expect(places.features.map((f) => f.properties.name)).toEqual(expect.arrayContaining(['Lagos', 'Abuja', 'Auchi', 'Ekpoma', 'Port Harcourt']));
  });
});
