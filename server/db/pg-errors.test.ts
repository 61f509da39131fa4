import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgErrorCode, retryOnConflict, violatedConstraint, violatedKey } from './pg-errors';

const wrapped = (fields: Record<string, string>) => Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('duplicate'), fields) });

describe('PostgreSQL errors under Drizzle', () => {
  it('finds the code and key under the wrapper', () => {
    const e = wrapped({ code: '23505', constraint: 'booking_seats_trip_seat_uq', detail: 'Key (trip_id, seat_number)=(12, 3) already exists.' });
    expect(pgErrorCode(e)).toBe('23505');
    expect(isUniqueViolation(e, 'booking_seats_trip_seat_uq')).toBe(true);
    expect(isUniqueViolation(e, 'bookings_reference_unique')).toBe(false);
    expect(violatedKey(e)).toEqual([12, 3]);
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
  });

  it('names the constraint a unique violation broke, or its detail where the driver names none', () => {
    expect(violatedConstraint(wrapped({ code: '23505', constraint: 'customers_phone_number_unique' }))).toBe('customers_phone_number_unique');
    expect(violatedConstraint(wrapped({ code: '23505', detail: 'Key (email)=(a@b.ng) already exists.' }))).toMatch(/email/);
    expect(violatedConstraint(wrapped({ code: '23505' }))).toBe('unique');
    expect(violatedConstraint(wrapped({ code: '23503', constraint: 'fk' }))).toBeUndefined();
    expect(violatedConstraint(new Error('plain'))).toBeUndefined();
  });

  it('retries a serialization failure or deadlock once, and nothing else', async () => {
    for (const code of ['40001', '40P01']) {
      let calls = 0;
      await expect(retryOnConflict(async () => {
        calls++;
        if (calls === 1) throw wrapped({ code });
        return 'ok';
      })).resolves.toBe('ok');
      expect(calls).toBe(2);
    }
    let calls = 0;
    await expect(retryOnConflict(async () => {
      calls++;
      throw wrapped({ code: '40001' });
    })).rejects.toThrow();
    expect(calls).toBe(2);
    calls = 0;
    await expect(retryOnConflict(async () => {
      calls++;
      throw wrapped({ code: '23505' });
    })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
