import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { tripSearchRequest } from '@contract/booking';
import { tripSearchBody } from './search-trips';

describe('tripSearchBody', () => {
  it('sends a one-way search as the contract expects', () => {
    const body = tripSearchBody({ from: 1, to: 13, date: '2026-11-24', adults: 2 });
    expect(body).toEqual({
      departureTerminalId: 1, destinationTerminalId: 13, departureDate: '2026-11-24', numberOfAdults: 2,
      numberOfChildren: '0', tripType: '0', bookingType: '2',
    });
    expect(v.safeParse(tripSearchRequest, body).success).toBe(true);
  });

  it('marks a search with a return date as a round trip', () => {
    const body = tripSearchBody({ from: 1, to: 13, date: '2026-11-24', adults: 1, returnDate: '2026-11-27' });
    expect(body).toMatchObject({ tripType: '1', returnDate: '2026-11-27' });
    expect(v.parse(tripSearchRequest, body).tripType).toBe(1);
  });
});
