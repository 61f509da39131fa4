import * as v from 'valibot';

/**
 * When a trip leaves, as bookings, tickets and history rows carry it: the Lagos date yyyy-mm-dd,
 * the time as trips show it ('08:15 AM') and the ISO instant of departure. Spread into a schema's
 * entries.
 */
export const departureEntries = {
  departureDate: v.string(),
  departureTime: v.string(),
  departsAt: v.string(),
};
