import { CHECKIN_MESSAGES } from '@contract/tickets';

export type Position = { latitude: number; longitude: number };

export const LOCATION_UNAVAILABLE = 'We could not find your location. Turn on location (GPS) and try again.';

/** Why the browser gave no position, in words a traveller can act on. */
export class LocationError extends Error {
  constructor(readonly reason: 'denied' | 'unavailable') {
    super(reason === 'denied' ? CHECKIN_MESSAGES.needLocation : LOCATION_UNAVAILABLE);
    this.name = 'LocationError';
  }
}

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on the error in every browser). */
const PERMISSION_DENIED = 1;

/**
 * The browser's current position for check-in. A refusal (or no geolocation at all) answers the
 * spec's 'You must grant location access to Check In.'; no fix within 15 s says so too. A fix up to
 * a minute old is fine: the rule is 300 km.
 */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation, timeoutMs = 15_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('denied'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationError(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
