import { addDays, hireDepartureWindow, hireReturnWindow, inWindow, lagosToday } from '../../../contract/dates';
import { HIRE_MESSAGES, HIRE_SERVICE_TYPE } from '../../../contract/hire';
import { HIRE_WINDOW_DAYS } from '../../../contract/limits';
import { RuleError } from '../../http/respond';

/** A hire's dates as the server checked them: the pick-up day, and the return day of a round trip. */
export type HireTrip = { roundTrip: boolean; pickupDate: string; returnDate: string | null; sleepOver: boolean };

/**
 * Spec 1 §5 in Africa/Lagos: pick-up from tomorrow up to HIRE_WINDOW_DAYS ahead; a round trip's
 * return from the pick-up day up to HIRE_WINDOW_DAYS after it. A one-way request's return date
 * and sleep-over are ignored (the sleep-over counts on a round trip only).
 */
export function checkHireDates(
  input: { serviceType: number; pickupDate: string; returnDate?: string | null; sleepOver: boolean },
  now: Date,
): HireTrip {
  const today = lagosToday(now);
  if (!inWindow(input.pickupDate, hireDepartureWindow(today, HIRE_WINDOW_DAYS))) throw new RuleError(HIRE_MESSAGES.departureWindow);
  if (input.serviceType !== HIRE_SERVICE_TYPE.roundTrip) return { roundTrip: false, pickupDate: input.pickupDate, returnDate: null, sleepOver: false };
  if (!input.returnDate) throw new RuleError(HIRE_MESSAGES.returnMissing);
  if (!inWindow(input.returnDate, hireReturnWindow(input.pickupDate, HIRE_WINDOW_DAYS))) throw new RuleError(HIRE_MESSAGES.returnWindow);
  return { roundTrip: true, pickupDate: input.pickupDate, returnDate: input.returnDate, sleepOver: input.sleepOver };
}

/**
 * The days each vehicle of a hire is away, in order: one way, the pick-up day; a round trip with
 * 'Retain bus for the night', every day from pick-up to return; without, the pick-up day and the
 * return day (one day when it returns the same day).
 */
export function hireDays(trip: HireTrip): string[] {
  if (!trip.roundTrip || trip.returnDate === null) return [trip.pickupDate];
  if (!trip.sleepOver) return [...new Set([trip.pickupDate, trip.returnDate])];
  const days: string[] = [];
  for (let day = trip.pickupDate; day <= trip.returnDate; day = addDays(day, 1)) days.push(day);
  return days;
}
