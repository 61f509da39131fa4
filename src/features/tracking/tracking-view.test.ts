import { describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '@contract/tracking';
import { ApiError, noConnectionError } from '@/api/api-error';
import { TrackingError } from './live-location';
import { agoText, FAILURE_MESSAGES, failureKind, positionText } from './tracking-view';
import { trackParams } from './track-params';

describe('failureKind', () => {
  it('words each failure as the spec does', () => {
    expect(failureKind(noConnectionError())).toBe('offline');
    expect(failureKind(noConnectionError(true))).toBe('offline');
    for (const status of [400, 401, 403, 404]) expect(failureKind(new ApiError(TRACKING_MESSAGES.invalid, { status }))).toBe('invalid');
    expect(failureKind(new ApiError('boom', { status: 500 }))).toBe('failed');
    expect(failureKind(new TrackingError('cannot-locate'))).toBe('cannot-locate');
    expect(failureKind(new TrackingError('invalid'))).toBe('invalid');
    expect(failureKind(new Error('?'))).toBe('failed');
    expect(FAILURE_MESSAGES).toEqual({
      invalid: 'Invalid Information!',
      'cannot-locate': "Can't get vehicle locatioon",
      failed: 'Something went wrong, please refresh and try again!',
    });
  });
});

describe('agoText and positionText', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('says how long ago a position was taken', () => {
    expect(agoText('2026-11-23T09:59:30Z', now)).toBe('just now');
    expect(agoText('2026-11-23T09:59:00Z', now)).toBe('1 minute ago');
    expect(agoText('2026-11-23T09:35:00Z', now)).toBe('25 minutes ago');
    expect(agoText('2026-11-23T07:00:00Z', now)).toBe('3 hours ago');
    expect(agoText('2026-11-20T07:00:00Z', now)).toBe('3 days ago');
  });
  it('writes a position to five decimals with its hemispheres', () => {
    expect(positionText({ latitude: 7.123456, longitude: 4.5 })).toBe('7.12346° N, 4.50000° E');
    expect(positionText({ latitude: -1.5, longitude: -0.25 })).toBe('1.50000° S, 0.25000° W');
  });
});

describe('trackParams', () => {
  const token = `${'a'.repeat(36)}.${'b'.repeat(100)}.${'c'.repeat(43)}`;
  it('takes a JWT-shaped token and a 15-digit tracker id, nothing else', () => {
    expect(trackParams(token, '351234567890123')).toEqual({ token, trackerId: '351234567890123' });
    expect(trackParams('demo-token', 'TRK-1')).toBeUndefined();
    expect(trackParams(token, '12345')).toBeUndefined();
    expect(trackParams(`${token}<script>`, '351234567890123')).toBeUndefined();
  });
});
