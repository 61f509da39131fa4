import { describe, expect, it } from 'vitest';
import { gazetteerPlaces, localPlaces } from './local';

const places = gazetteerPlaces();

describe('the gazetteer places', () => {
  it('is built once per process', () => {
    expect(gazetteerPlaces()).toBe(places);
    expect(places.name).toBe('gazetteer');
  });

  it('gives a place’s details by id, and undefined for none', async () => {
    expect(await places.details('ng:terminal:13')).toEqual({
      place_id: 'ng:terminal:13',
      name: 'Abuja (Utako)',
      formatted_address: 'Abuja (Utako), Plot 1120 Obafemi Awolowo Way, Utako, Abuja, Federal Capital Territory, Nigeria',
      state: 'Federal Capital Territory',
      geometry: { location: { lat: 9.0707, lng: 7.438 } },
    });
    expect(await places.details(' ng:city:lagos-ikeja ')).toMatchObject({ name: 'Ikeja', state: 'Lagos' });
    expect(await places.details('ng:city:nowhere')).toBeUndefined();
    expect(await places.details('ChIJ-google-id')).toBeUndefined();
  });

  it('hands out copies: a caller cannot change the gazetteer', async () => {
    const first = (await places.details('ng:terminal:1'))!;
    first.geometry.location.lat = 0;
    first.name = 'changed';
    expect(await places.details('ng:terminal:1')).toMatchObject({ name: 'Lagos (Jibowu)', geometry: { location: { lat: 6.5146 } } });
  });

  it('resolves an id, or a formatted address whatever its case and spacing, back to its place', async () => {
    const ikeja = await places.details('ng:city:lagos-ikeja');
    expect(await places.resolve('ng:city:lagos-ikeja')).toEqual(ikeja);
    expect(await places.resolve('Ikeja, Lagos, Nigeria')).toEqual(ikeja);
    expect(await places.resolve('  ikeja ,LAGOS,   nigeria ')).toEqual(ikeja);
    expect(await places.resolve('Lagos (Jibowu), 20 Ikorodu Road, Jibowu, Yaba, Lagos, Nigeria')).toMatchObject({ place_id: 'ng:terminal:1' });
    expect(await places.resolve('Ikeja')).toBeUndefined();
    expect(await places.resolve('10 Downing Street, London')).toBeUndefined();
    expect(await places.resolve('')).toBeUndefined();
  });

  it('answers 0 km for the same place and road km to 2 decimals otherwise', async () => {
    const jibowu = (await places.details('ng:terminal:1'))!;
    const utako = (await places.details('ng:terminal:13'))!;
    expect(await places.roadDistanceKm(jibowu, jibowu)).toBe(0);
    const km = await places.roadDistanceKm(jibowu, utako);
    expect(km).toBe(Math.round(km * 100) / 100);
    expect(km).toBeGreaterThan(684);
    expect(km).toBeLessThan(836);
    expect(await places.roadDistanceKm(utako, jibowu)).toBeCloseTo(km, 0);
  });

  it('can be built from any gazetteer file', async () => {
    const tiny = localPlaces({ about: '', attribution: '', states: ['Lagos'], places: [['ng:city:lagos-x', 'X', 'Lagos, Nigeria', 0, 6.5, 3.4]] });
    expect(await tiny.autocomplete('xxx', 'abcdefghij12345')).toEqual([]);
    expect(await tiny.resolve('x, lagos, nigeria')).toMatchObject({ place_id: 'ng:city:lagos-x', state: 'Lagos' });
  });
});
