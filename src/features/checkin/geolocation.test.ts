import { describe, expect, it } from 'vitest';
import { currentPosition, LOCATION_UNAVAILABLE } from './geolocation';

const fakeGeolocation = (outcome: { coords?: { latitude: number; longitude: number }; errorCode?: number }): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (outcome.coords) ok({ coords: outcome.coords } as GeolocationPosition);
      else fail?.({ code: outcome.errorCode ?? 2, message: '' } as GeolocationPositionError);
    },
  }) as unknown as Geolocation;

describe('currentPosition', () => {
  it('gives latitude and longitude', async () => {
    await expect(currentPosition(fakeGeolocation({ coords: { latitude: 6.5, longitude: 3.37 } }))).resolves.toEqual({ latitude: 6.5, longitude: 3.37 });
  });

  it('says the spec sentence when location is refused or missing', async () => {
    await expect(currentPosition(fakeGeolocation({ errorCode: 1 }))).rejects.toThrow('You must grant location access to Check In.');
    await expect(currentPosition(undefined)).rejects.toThrow('You must grant location access to Check In.');
  });

  it('says the position could not be found when there is no fix', async () => {
    await expect(currentPosition(fakeGeolocation({ errorCode: 3 }))).rejects.toThrow(LOCATION_UNAVAILABLE);
  });
});
