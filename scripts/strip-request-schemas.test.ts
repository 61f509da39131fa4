import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripRequestSchemas } from './strip-request-schemas';

const transform = (code: string, id = '/repo/contract/calls/booking.ts') => {
  const hook = stripRequestSchemas().transform as (code: string, id: string) => { code: string } | undefined;
  return hook(code, id)?.code;
};

const source = `
import { defineCall } from '../call';
export const release = defineCall({ service: 'booking', method: 'POST', path: '/Booking/release', body: releaseBookingRequest, response: releaseResponse });
export const checkIn = defineCall({
  service: 'booking',
  method: 'GET',
  path: '/SeatManagement/getseatSelf/refcode/:ref/:terminalId',
  params: checkInParams,
  query: v.object({ latitude: v.string() }),
  headers: idempotencyHeader,
  response: checkInResponse,
  kind: 'read',
});
export const photo = defineCall({ ...release, method: 'DELETE' });
`;

describe('stripRequestSchemas', () => {
  it('drops the request schemas of every description and keeps what the app reads at run time', () => {
    const code = transform(source)!;
    expect(parseSync('x.ts', code).errors).toEqual([]);
    expect(code).not.toMatch(/releaseBookingRequest|checkInParams|latitude|idempotencyHeader/);
    for (const kept of ["path: '/Booking/release'", 'response: releaseResponse', 'response: checkInResponse', "kind: 'read'", "...release, method: 'DELETE'"]) {
      expect(code).toContain(kept);
    }
  });

  it('leaves every other file alone', () => {
    expect(transform(source, '/repo/contract/booking.ts')).toBeUndefined();
    expect(transform("export const x = { body: 1 };")).toBeUndefined();
  });
});
