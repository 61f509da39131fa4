import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, loadBookingSettings } from './settings';

describe('booking settings', () => {
  it('default to the limits of server/auth/limits.ts: what the deployed server enforces', () => {
    expect(loadBookingSettings({})).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(DEFAULT_BOOKING_SETTINGS).toEqual({
      holdsPerAddress: { bookings: 6, seats: 40 },
      holdsPerContact: { bookings: 2, seats: 26 },
      lookupsPerAddressPerMinute: 20,
    });
  });

  it('read their overrides from the environment (the shared e2e server raises them)', () => {
    expect(loadBookingSettings({
      UNPAID_BOOKINGS_PER_ADDRESS: '500', UNPAID_SEATS_PER_ADDRESS: '5000', UNPAID_BOOKINGS_PER_CONTACT: '300', UNPAID_SEATS_PER_CONTACT: '3000', LOOKUPS_PER_ADDRESS_MINUTE: '2000',
    })).toEqual({ holdsPerAddress: { bookings: 500, seats: 5000 }, holdsPerContact: { bookings: 300, seats: 3000 }, lookupsPerAddressPerMinute: 2000 });
    expect(loadBookingSettings({ UNPAID_SEATS_PER_CONTACT: '13' }).holdsPerContact).toEqual({ bookings: 2, seats: 13 });
    // Unpaid hires: each with as many vehicles as that many full hires (5 models × 3) take.
    expect(loadBookingSettings({ UNPAID_HIRES_PER_CONTACT: '10' }).hireHolds).toEqual({ perAddress: { bookings: 4, seats: 12 }, perContact: { bookings: 10, seats: 150 } });
    expect(loadBookingSettings({}).hireHolds).toBeUndefined();
  });

  it('refuse a value that is not a whole number of at least 1, readably', () => {
    expect(() => loadBookingSettings({ LOOKUPS_PER_ADDRESS_MINUTE: '0' })).toThrow('LOOKUPS_PER_ADDRESS_MINUTE must be at least 1.');
    expect(() => loadBookingSettings({ UNPAID_BOOKINGS_PER_ADDRESS: 'lots' })).toThrow('UNPAID_BOOKINGS_PER_ADDRESS must be a whole number.');
  });
});
