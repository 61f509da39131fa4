import { describe, expect, it } from 'vitest';
import { MAPS_MESSAGES } from '../../../contract/maps';
import { RuleError } from '../../http/respond';
import { gazetteerPlaces } from '../../providers/places/local';
import type { Places } from '../../providers/places/types';
import { hireDistanceKm, MAPS_UNAVAILABLE } from './hire-distance';

const places = gazetteerPlaces();
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e as RuleError);

describe('hireDistanceKm', () => {
  it('resolves both formatted addresses (or ids) and answers the road km', async () => {
    expect(await hireDistanceKm(places, 'Ikeja, Lagos, Nigeria', 'ng:city:fct-abuja')).toBeGreaterThan(684);
    expect(await hireDistanceKm(places, '  lagos (jibowu), 20 ikorodu road, jibowu, yaba, lagos, nigeria', 'Benin (Akpakpava), 43 Akpakpava Road, Benin City, Edo, Nigeria')).toBeGreaterThan(280);
  });

  it('refuses an unknown address with 404', async () => {
    const error = await refusal(hireDistanceKm(places, 'Ikeja, Lagos, Nigeria', 'Somewhere, Nowhere'));
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ status: 404, message: MAPS_MESSAGES.placeNotFound });
  });

  it('refuses the same place, or two places at one point, with 400', async () => {
    expect(await refusal(hireDistanceKm(places, 'Ikeja, Lagos, Nigeria', 'ng:city:lagos-ikeja'))).toMatchObject({ status: 400, message: MAPS_MESSAGES.samePlace });
    // Pick-up points take their area's point: two of Lekki's are 0 km apart.
    expect(await refusal(hireDistanceKm(places, 'ng:pickup:2.1', 'ng:pickup:2.2'))).toMatchObject({ status: 400, message: MAPS_MESSAGES.samePlace });
  });

  it('answers 502 with distanceFailed when the provider fails, 503 without one', async () => {
    const broken: Places = { ...places, roadDistanceKm: () => Promise.reject(new Error('no road')) };
    expect(await refusal(hireDistanceKm(broken, 'ng:city:lagos-ikeja', 'ng:city:fct-abuja'))).toMatchObject({ status: 502, message: MAPS_MESSAGES.distanceFailed });
    const down: Places = { ...places, resolve: () => Promise.reject(new Error('timeout')) };
    expect(await refusal(hireDistanceKm(down, 'ng:city:lagos-ikeja', 'ng:city:fct-abuja'))).toMatchObject({ status: 502, message: MAPS_MESSAGES.distanceFailed });
    expect(await refusal(hireDistanceKm(undefined, 'ng:city:lagos-ikeja', 'ng:city:fct-abuja'))).toMatchObject({ status: 503, message: MAPS_UNAVAILABLE });
  });
});
