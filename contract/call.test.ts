import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { callPath, defineCall, matchesCall, sitePath } from './call';
import { envelopeSchema } from './envelope';

const checkIn = defineCall({
  service: 'booking',
  method: 'GET',
  path: '/SeatManagement/getseatSelf/refcode/:ref/:terminalId',
  params: v.object({ ref: v.string(), terminalId: v.string() }),
  response: envelopeSchema(v.null()),
});

describe('call descriptions', () => {
  it('fills path parameters, encoded, and names the service base from the site root', () => {
    expect(callPath(checkIn, { ref: 'AB/12', terminalId: 7 })).toBe('/SeatManagement/getseatSelf/refcode/AB%2F12/7');
    expect(sitePath(checkIn, { ref: 'FR-1', terminalId: 7 })).toBe('/api/booking/SeatManagement/getseatSelf/refcode/FR-1/7');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => callPath(checkIn, { ref: 'FR-1' })).toThrow(/terminalId/);
  });

  it('matches a URL of the call whatever its parameters, one segment each, and nothing else', () => {
    expect(matchesCall(checkIn, '/api/booking/SeatManagement/getseatSelf/refcode/FR-1/7')).toBe(true);
    expect(matchesCall(checkIn, '/api/booking/SeatManagement/getseatSelf/refcode/FR-1/7/extra')).toBe(false);
    expect(matchesCall(checkIn, '/api/booking/SeatManagement/getseatSelf/refcode/FR-1')).toBe(false);
    // Paths are case-sensitive, as the server's routes are.
    expect(matchesCall(checkIn, '/api/booking/seatmanagement/getseatSelf/refcode/FR-1/7')).toBe(false);
    expect(matchesCall(defineCall({ service: 'settings', method: 'GET', path: '/Terminal/directory', response: v.unknown() }), '/api/settings/Terminal/directoryX')).toBe(false);
  });
});
