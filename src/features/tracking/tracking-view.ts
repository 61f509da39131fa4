import { TRACKING_MESSAGES, type TrackingTrip } from '@contract/tracking';
import { ApiError, isNoConnection } from '@/api/api-error';
import { TrackingError } from './live-location';

/** Why a read of the tracking page failed: the spec's three failures, or no connection. */
export type FailureKind = 'invalid' | 'cannot-locate' | 'failed' | 'offline';

/**
 * A failed vehicle-trip call or socket, as the page words it (spec 2 §8): a refused token or
 * request (400, 401, 403, 404, or the socket's refusal) is 'Invalid Information!'; a tracker with
 * no fix 'Can't get vehicle locatioon'; no answer is no connection; anything else 'Something went
 * wrong, please refresh and try again!'.
 */
export function failureKind(error: unknown): FailureKind {
  if (isNoConnection(error)) return 'offline';
  if (error instanceof TrackingError) return error.kind;
  if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) return 'invalid';
  return 'failed';
}

export const FAILURE_MESSAGES: Readonly<Record<Exclude<FailureKind, 'offline'>, string>> = {
  invalid: TRACKING_MESSAGES.invalid,
  'cannot-locate': TRACKING_MESSAGES.cannotLocate,
  failed: TRACKING_MESSAGES.failed,
};

/** How long ago `takenAt` was, in words: 'just now', '1 minute ago', '25 minutes ago', '3 hours ago'. */
export function agoText(takenAt: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(takenAt)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} days ago`;
}

/** A position as a traveller can pass it on: '7.12345° N, 4.56789° E' (Nigeria is north and east). */
export function positionText({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const part = (value: number, plus: string, minus: string) => `${Math.abs(value).toFixed(5)}° ${value >= 0 ? plus : minus}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** 'Lagos (Jibowu) → Abuja (Utako)'. */
export function routeWords(trip: Pick<TrackingTrip, 'departureTerminalResponse' | 'destinationTerminalResponse'>): string {
  const departure = trip.departureTerminalResponse.departureTerminal;
  const arrival = trip.destinationTerminalResponse.destinationTerminal;
  return arrival ? `${departure} → ${arrival}` : departure;
}
