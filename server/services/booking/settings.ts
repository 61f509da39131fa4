import * as v from 'valibot';
import { parseEnv, wholeNumberEnv } from '../../env';
import { HIRE_QUANTITY_MAX } from '../../../contract/hire';
import { VEHICLE_MODELS } from '../../../contract/limits';
import { HIRE_HOLDS_PER_ADDRESS, HIRE_HOLDS_PER_CONTACT } from '../hire/rates';
import { BOOKING_LOOKUP_LIMIT, UNPAID_HOLDS_PER_ADDRESS, UNPAID_HOLDS_PER_CONTACT, type HoldLimit } from '../../auth/limits';

/** The booking service's abuse limits; the defaults and their reasons are in server/auth/limits.ts. */
export type BookingSettings = {
  /** Unpaid live holds one client address may have (UNPAID_BOOKINGS_PER_ADDRESS, UNPAID_SEATS_PER_ADDRESS). */
  holdsPerAddress: HoldLimit;
  /** Unpaid live holds one e-mail, and one phone, may have (UNPAID_BOOKINGS_PER_CONTACT, UNPAID_SEATS_PER_CONTACT). */
  holdsPerContact: HoldLimit;
  /** Look-ups by reference (status, check-in, release) per address per minute (LOOKUPS_PER_ADDRESS_MINUTE). */
  lookupsPerAddressPerMinute: number;
  /**
   * Unpaid hires one address, and one contact, may hold (UNPAID_HIRES_PER_ADDRESS,
   * UNPAID_HIRES_PER_CONTACT, each with as many vehicles as that many full hires take); unset:
   * hire/rates.ts's limits.
   */
  hireHolds?: { perAddress: HoldLimit; perContact: HoldLimit };
};

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  holdsPerAddress: UNPAID_HOLDS_PER_ADDRESS,
  holdsPerContact: UNPAID_HOLDS_PER_CONTACT,
  lookupsPerAddressPerMinute: BOOKING_LOOKUP_LIMIT.max,
};

const envSchema = v.object({
  UNPAID_BOOKINGS_PER_ADDRESS: wholeNumberEnv('UNPAID_BOOKINGS_PER_ADDRESS'),
  UNPAID_SEATS_PER_ADDRESS: wholeNumberEnv('UNPAID_SEATS_PER_ADDRESS'),
  UNPAID_BOOKINGS_PER_CONTACT: wholeNumberEnv('UNPAID_BOOKINGS_PER_CONTACT'),
  UNPAID_SEATS_PER_CONTACT: wholeNumberEnv('UNPAID_SEATS_PER_CONTACT'),
  LOOKUPS_PER_ADDRESS_MINUTE: wholeNumberEnv('LOOKUPS_PER_ADDRESS_MINUTE'),
  UNPAID_HIRES_PER_ADDRESS: wholeNumberEnv('UNPAID_HIRES_PER_ADDRESS'),
  UNPAID_HIRES_PER_CONTACT: wholeNumberEnv('UNPAID_HIRES_PER_CONTACT'),
});

/** The most vehicles one hire can take: every model, HIRE_QUANTITY_MAX of each. */
const VEHICLES_PER_FULL_HIRE = VEHICLE_MODELS.length * HIRE_QUANTITY_MAX;
const hireLimit = (hires: number): HoldLimit => ({ bookings: hires, seats: hires * VEHICLES_PER_FULL_HIRE });

/**
 * Reads UNPAID_BOOKINGS_PER_ADDRESS, UNPAID_SEATS_PER_ADDRESS, UNPAID_BOOKINGS_PER_CONTACT,
 * UNPAID_SEATS_PER_CONTACT, LOOKUPS_PER_ADDRESS_MINUTE and UNPAID_HIRES_PER_ADDRESS / _CONTACT (the shared end-to-end test server
 * raises them: every test there books from 127.0.0.1 with the same contact).
 */
export function loadBookingSettings(env: Record<string, string | undefined> = {}): BookingSettings {
  const e = parseEnv(envSchema, env);
  const d = DEFAULT_BOOKING_SETTINGS;
  return {
    holdsPerAddress: { bookings: e.UNPAID_BOOKINGS_PER_ADDRESS ?? d.holdsPerAddress.bookings, seats: e.UNPAID_SEATS_PER_ADDRESS ?? d.holdsPerAddress.seats },
    holdsPerContact: { bookings: e.UNPAID_BOOKINGS_PER_CONTACT ?? d.holdsPerContact.bookings, seats: e.UNPAID_SEATS_PER_CONTACT ?? d.holdsPerContact.seats },
    lookupsPerAddressPerMinute: e.LOOKUPS_PER_ADDRESS_MINUTE ?? d.lookupsPerAddressPerMinute,
    ...(e.UNPAID_HIRES_PER_ADDRESS !== undefined || e.UNPAID_HIRES_PER_CONTACT !== undefined
      ? {
          hireHolds: {
            perAddress: e.UNPAID_HIRES_PER_ADDRESS !== undefined ? hireLimit(e.UNPAID_HIRES_PER_ADDRESS) : HIRE_HOLDS_PER_ADDRESS,
            perContact: e.UNPAID_HIRES_PER_CONTACT !== undefined ? hireLimit(e.UNPAID_HIRES_PER_CONTACT) : HIRE_HOLDS_PER_CONTACT,
          },
        }
      : {}),
  };
}
