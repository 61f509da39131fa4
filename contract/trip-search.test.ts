import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { tripSearchBody, tripSearchRequest } from './booking';
import { readTripSearchLink, tripSearchSchema } from './trip-search';

const oneWay = { from: 1, to: 13, date: '2026-11-24', adults: 2 };

describe('tripSearchSchema', () => {
  it('reads ids and adults as numbers, from a link or a select', () => {
    expect(v.parse(tripSearchSchema, { from: '1', to: 13, date: '2026-11-24', adults: '2' })).toEqual(oneWay);
    expect(v.parse(tripSearchSchema, { ...oneWay, returnDate: '2026-11-28', extra: 'x' })).toEqual({ ...oneWay, returnDate: '2026-11-28' });
  });

  it('refuses a search the server would, in its sentences', () => {
    const message = (input: unknown) => v.safeParse(tripSearchSchema, input).issues?.[0]?.message;
    expect(message({ ...oneWay, adults: 14 })).toBe('At most 13 adults per booking.');
    expect(message({ ...oneWay, adults: 0 })).toBe('At least one adult travels.');
    expect(message({ ...oneWay, to: 1 })).toBe('Departure and destination must differ.');
    expect(message({ ...oneWay, from: null })).toBeDefined();
    expect(message({ ...oneWay, date: '24/11/2026' })).toBe('Dates are yyyy-mm-dd.');
  });
});

describe('readTripSearchLink', () => {
  it('keeps a well-formed link, and one that only breaks a rule (the page says why)', () => {
    expect(readTripSearchLink(oneWay)).toEqual(oneWay);
    expect(readTripSearchLink({ ...oneWay, adults: 14 })).toEqual({ ...oneWay, adults: 14 });
    expect(readTripSearchLink({ ...oneWay, to: 1 })).toEqual({ ...oneWay, to: 1 });
  });

  it('drops a link with a field missing or malformed', () => {
    expect(readTripSearchLink({})).toBeUndefined();
    expect(readTripSearchLink({ from: 1, to: 13, adults: 1 })).toBeUndefined();
    expect(readTripSearchLink({ ...oneWay, adults: 0 })).toBeUndefined();
    expect(readTripSearchLink({ ...oneWay, from: 'x' })).toBeUndefined();
    expect(readTripSearchLink({ ...oneWay, returnDate: '' })).toBeUndefined();
  });
});

describe('tripSearchRequest', () => {
  it("is what tripSearchBody makes of a search, read back into that search", () => {
    for (const search of [oneWay, { ...oneWay, returnDate: '2026-11-27' }]) expect(v.parse(tripSearchRequest, tripSearchBody(search))).toEqual(search);
    // The wire has the spec's names only.
    expect(v.safeParse(tripSearchRequest, oneWay).success).toBe(false);
  });

  it("reads the spec's request into the same search", () => {
    const spec = { departureTerminalId: '1', destinationTerminalId: 13, departureDate: '2026-11-24', numberOfAdults: 2, numberOfChildren: '0', bookingType: '2' };
    expect(v.parse(tripSearchRequest, { ...spec, returnDate: '', tripType: '0' })).toEqual(oneWay);
    // A return date on a one-way request is not a round trip.
    expect(v.parse(tripSearchRequest, { ...spec, returnDate: '2026-11-27', tripType: '0' })).toEqual(oneWay);
    expect(v.parse(tripSearchRequest, { ...spec, returnDate: '2026-11-27', tripType: '1' })).toEqual({ ...oneWay, returnDate: '2026-11-27' });
    expect(v.safeParse(tripSearchRequest, { ...spec, tripType: '1' }).issues?.[0]?.message).toBe('A round trip needs a return date.');
    expect(v.safeParse(tripSearchRequest, { ...spec, tripType: 0, numberOfAdults: '14' }).issues?.[0]?.message).toBe('At most 13 adults per booking.');
  });
});
