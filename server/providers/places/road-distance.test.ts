import { describe, expect, it } from 'vitest';
import { KNOWN_ROAD_KM } from './known-road-distances';
import { gazetteerPlaces } from './local';
import { ROAD_NODES, ROADS } from './road-network';
import { roadKm, roadRoute } from './road-distance';

const places = gazetteerPlaces();
const point = async (id: string) => {
  const place = await places.details(id);
  if (!place) throw new Error(`${id} is not in the gazetteer`);
  return place.geometry.location;
};

describe('road distances from the trunk-road graph', () => {
  it('joins every node: one network, no island', () => {
    const seen = new Set<string>(['lagos']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { via } of ROADS) {
        for (let i = 1; i < via.length; i++) {
          const [a, b] = [via[i - 1]!, via[i]!];
          if (seen.has(a) !== seen.has(b)) {
            seen.add(a).add(b);
            grew = true;
          }
        }
      }
    }
    expect(Object.keys(ROAD_NODES).filter((n) => !seen.has(n))).toEqual([]);
  });

  it.each(KNOWN_ROAD_KM)('$from → $to: as calibrated ($oursKm km), within 12% of the published $publishedKm km', async ({ from, to, publishedKm, oursKm }) => {
    const km = roadKm(await point(from), await point(to));
    expect(Math.abs(km - oursKm)).toBeLessThanOrEqual(1);
    expect(Math.abs(km - publishedKm) / publishedKm).toBeLessThanOrEqual(0.12);
  });

  it('lists at least 8 known pairs, with a mean error under 6%', () => {
    expect(KNOWN_ROAD_KM.length).toBeGreaterThanOrEqual(8);
    const mean = KNOWN_ROAD_KM.reduce((sum, k) => sum + Math.abs(k.oursKm - k.publishedKm) / k.publishedKm, 0) / KNOWN_ROAD_KM.length;
    expect(mean).toBeLessThan(0.06);
  });

  it('takes Lagos to Abuja within 10% of 760 km, by a real trunk road', async () => {
    const route = roadRoute(await point('ng:city:lagos-lagos'), await point('ng:city:fct-abuja'));
    expect(Math.abs(route.km - 760) / 760).toBeLessThan(0.1);
    expect(route.via).toEqual(expect.arrayContaining(['ibadan', 'ilorin', 'jebba', 'abuja']));
  });

  it('is longer than the straight line, the same both ways, and rounded to 2 decimals', async () => {
    const a = await point('ng:terminal:9');
    const b = await point('ng:city:kano-kano');
    const km = roadKm(a, b);
    expect(km).toBe(Math.round(km * 100) / 100);
    expect(Math.abs(roadKm(b, a) - km)).toBeLessThan(0.01);
    expect(km).toBeGreaterThan(700);
  });

  it('answers 0 for the same point, and a short town drive between neighbours', async () => {
    const jibowu = await point('ng:terminal:1');
    expect(roadKm(jibowu, jibowu)).toBe(0);
    const km = roadKm(jibowu, await point('ng:terminal:3'));
    expect(km).toBeGreaterThan(25);
    expect(km).toBeLessThan(40);
  });

  it('throws for a place with no position', () => {
    expect(() => roadKm({ lat: Number.NaN, lng: 3 }, { lat: 6, lng: 3 })).toThrow();
  });
});
