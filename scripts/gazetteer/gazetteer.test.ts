import { readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { placeIdSchema } from '../../contract/maps';
import { LIMITS } from '../../contract/validation';
import { seedTerminals } from '../../server/seed/terminals';
import { placesOf, type GazetteerFile } from '../../server/providers/places/gazetteer';
import { GAZETTEER_PATH, gazetteerText } from './build-gazetteer';

const committed = readFileSync(GAZETTEER_PATH, 'utf8');
const file = JSON.parse(committed) as GazetteerFile;
const places = placesOf(file);

describe('the committed gazetteer', () => {
  it('is what scripts/gazetteer/build-gazetteer.ts writes from the seed and GeoNames today (run it after changing either)', () => {
    expect(committed === gazetteerText(), 'server/providers/places/gazetteer.json is stale: npx tsx scripts/gazetteer/build-gazetteer.ts').toBe(true);
  });

  it('stays small and credits GeoNames under CC BY 4.0', () => {
    expect(statSync(GAZETTEER_PATH).size).toBeLessThan(160 * 1024);
    expect(file.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
  });

  it('holds every terminal, the 36 states and the FCT, and most LGAs', () => {
    const count = (kind: string) => places.filter((p) => p.kind === kind).length;
    expect(count('terminal')).toBe(seedTerminals.length);
    expect(count('state')).toBe(37);
    expect(count('lga')).toBeGreaterThan(700);
    expect(count('city')).toBeGreaterThan(900);
    expect(count('pickup')).toBeGreaterThan(90);
  });

  it('is Nigeria only: every place in a Nigerian state, its address ending in Nigeria, its point inside the country', () => {
    expect(file.states).toHaveLength(37);
    const inside = ({ lat, lng }: { lat: number; lng: number }) => lat > 4.2 && lat < 13.9 && lng > 2.6 && lng < 14.7;
    const outsiders = places.filter((p) => !file.states.includes(p.state) || !p.formatted_address.endsWith(', Nigeria') || !inside(p.geometry.location));
    expect(outsiders).toEqual([]);
  });

  it('gives each place a valid, unique id and a unique formatted address the hire request can carry', () => {
    expect(new Set(places.map((p) => p.place_id)).size).toBe(places.length);
    expect(new Set(places.map((p) => p.formatted_address.toLowerCase())).size).toBe(places.length);
    expect(places.filter((p) => !v.is(placeIdSchema, p.place_id) || p.formatted_address.length > LIMITS.address)).toEqual([]);
  });

  it('writes places as travellers know them', () => {
    const byId = new Map(places.map((p) => [p.place_id, p]));
    expect(byId.get('ng:city:lagos-ikeja')?.formatted_address).toBe('Ikeja, Lagos, Nigeria');
    expect(byId.get('ng:city:fct-abuja')?.formatted_address).toBe('Abuja, Federal Capital Territory, Nigeria');
    expect(byId.get('ng:city:kano-kano')?.formatted_address).toBe('Kano, Nigeria');
    expect(byId.get('ng:terminal:13')).toMatchObject({ name: 'Abuja (Utako)', state: 'Federal Capital Territory', formatted_address: 'Abuja (Utako), Plot 1120 Obafemi Awolowo Way, Utako, Abuja, Federal Capital Territory, Nigeria' });
    expect(byId.get('ng:terminal:1')?.formatted_address).toBe('Lagos (Jibowu), 20 Ikorodu Road, Jibowu, Yaba, Lagos, Nigeria');
    expect(byId.get('ng:pickup:2.1')).toMatchObject({ formatted_address: 'Total Filling Station, Abraham Adesanya Junction, Lekki, Lagos, Nigeria', geometry: { location: { lat: 6.4474, lng: 3.4723 } } });
    expect(byId.get('ng:lga:lagos-ikeja')?.formatted_address).toBe('Ikeja LGA, Lagos, Nigeria');
    expect(byId.get('ng:state:rivers')).toMatchObject({ formatted_address: 'Rivers State, Nigeria', geometry: { location: { lat: 4.7774, lng: 7.0134 } } });
  });
});
