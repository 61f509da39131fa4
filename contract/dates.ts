/**
 * Calendar dates in Africa/Lagos as 'yyyy-mm-dd' strings. Nigeria keeps UTC+1 all year (no DST),
 * so a wall-clock time there maps to one instant with the fixed '+01:00' offset.
 */
export const LAGOS_OFFSET = '+01:00';

/**
 * Each formatter is made at its first use, never as a module loads: the first Intl object a page
 * makes starts ICU, ~25 ms on a fast machine (100 ms at 4× CPU), which made the script that
 * imports this file one long task on every page, most of which show no date at first.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const tripDateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/**
 * A Lagos calendar date 'yyyy-mm-dd' as travellers read it, on screens and in messages:
 * 'Tue, 24 Nov 2026'. Other text passes through.
 */
export function formatTripDate(ymd: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const date = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : tripDateFormat().format(date);
}

const lagosMomentFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
}));

/** The instant as it reads on a Lagos clock, in a Date's UTC fields: Lagos is UTC+1 all year. */
const onLagosClock = (at: Date) => new Date(at.getTime() + 3_600_000);

/** An instant as a Lagos wall-clock time, 'HH:MM' (24 h), for messages such as 'held until 14:32'. */
export const lagosClock = (at: Date): string => onLagosClock(at).toISOString().slice(11, 16);

/** An instant in Lagos with its date, for receipts and the payment help page: 'Sat, 28 Nov 2026, 14:32'. */
export const lagosMoment = (at: Date): string => lagosMomentFormat().format(at);

/** Today's date in Lagos at the given instant. */
export const lagosToday = (now: Date = new Date()): string => onLagosClock(now).toISOString().slice(0, 10);

/** Adds whole days to a 'yyyy-mm-dd' date. */
export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The instant of a Lagos wall-clock date and 'HH:MM' time. */
export const lagosInstant = (ymd: string, hhmm: string): Date => new Date(`${ymd}T${hhmm}:00${LAGOS_OFFSET}`);

export const isYmd = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export type DateWindow = { min: string; max: string };

/** Seat booking departure: tomorrow up to `days` ahead (spec 2 §9, home widget reading). */
export const seatDepartureWindow = (today: string, days: number): DateWindow => ({
  min: addDays(today, 1),
  max: addDays(today, days),
});

/** Round-trip return: at least one day after departure, at most `days` from today. */
export const seatReturnWindow = (today: string, departure: string, days: number): DateWindow => ({
  min: addDays(departure, 1),
  max: addDays(today, days),
});

export const inWindow = (ymd: string, w: DateWindow) => isYmd(ymd) && ymd >= w.min && ymd <= w.max;

/** '08:15' → '08:15 AM' as the spec shows trip times. */
export function to12Hour(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Hire pick-up: tomorrow up to HIRE_WINDOW_DAYS ahead (spec 1 §5). */
export const hireDepartureWindow = (today: string, days: number): DateWindow => ({ min: addDays(today, 1), max: addDays(today, days) });

/** Hire return: from the departure day (a same-day return) up to `days` after it (spec 1 §5). */
export const hireReturnWindow = (departure: string, days: number): DateWindow => ({ min: departure, max: addDays(departure, days) });
