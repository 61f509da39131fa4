import { inWindow, seatDepartureWindow, seatReturnWindow, type DateWindow } from '../../../contract/dates';
import { SEAT_WINDOW_DAYS } from '../../../contract/limits';

/** Spec 1 §5: seat departures from tomorrow up to 21 days ahead (Lagos dates). */
export const departureWindow = (today: string): DateWindow => seatDepartureWindow(today, SEAT_WINDOW_DAYS);

/** Spec 1 §5: a return at least a day after departure and at most 21 days from today. */
export const returnWindow = (today: string, departureDate: string): DateWindow =>
  seatReturnWindow(today, departureDate, SEAT_WINDOW_DAYS);

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
/** '2026-11-24' → 'Tue, 24 Nov 2026', for messages people read. */
export const readableDate = (ymd: string) => dayFormat.format(new Date(`${ymd}T00:00:00Z`));

/** Why a departure date cannot be booked today, or undefined when it can. */
export function departureDateProblem(departureDate: string, today: string): string | undefined {
  const w = departureWindow(today);
  if (inWindow(departureDate, w)) return undefined;
  return `Choose a departure date from ${readableDate(w.min)} to ${readableDate(w.max)}.`;
}

/** Why a return date cannot be booked with this departure, or undefined when it can. */
export function returnDateProblem(returnDate: string, departureDate: string, today: string): string | undefined {
  const w = returnWindow(today, departureDate);
  if (w.min > w.max) return `A round trip leaving on ${readableDate(departureDate)} cannot return within ${SEAT_WINDOW_DAYS} days from today: book one way or leave earlier.`;
  if (inWindow(returnDate, w)) return undefined;
  return `Choose a return date from ${readableDate(w.min)} to ${readableDate(w.max)}.`;
}
