import { to12Hour } from '@contract/dates';

/**
 * One way to show a time everywhere a traveller reads one: '07:30 AM', '09:05 PM', the 12-hour
 * clock the server sends departure times in (contract/dates.ts to12Hour), never '9:05 pm'.
 */

export const LAGOS = 'Africa/Lagos';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type TimeParts = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar and clock of an instant in `timeZone` (the device's own when undefined). */
export function timeParts(at: Date, timeZone: string | undefined = LAGOS): TimeParts {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    formatters.set(key, format);
  }
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute! };
}

/** '09:05 PM' from parts. */
export const clockOf = ({ hour, minute }: Pick<TimeParts, 'hour' | 'minute'>) => to12Hour(`${hour}:${minute}`);

/** '24 Nov' or, with the year, '24 Nov 2026'. */
export const dayMonthOf = ({ year, month, day }: TimeParts, withYear = true) => `${day} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;

const asDate = (at: Date | number | string) => (at instanceof Date ? at : new Date(at));

/** An instant's time of day in Lagos (or `timeZone`): '09:05 PM'; '' when it is not a time. */
export function formatClockTime(at: Date | number | string, timeZone: string | undefined = LAGOS): string {
  const date = asDate(at);
  return Number.isNaN(date.getTime()) ? '' : clockOf(timeParts(date, timeZone));
}

/** An instant as a Lagos date and time: '24 Nov 2026, 09:05 PM'. Text that is not a time passes through. */
export function formatDateTime(at: Date | number | string, timeZone: string | undefined = LAGOS): string {
  const date = asDate(at);
  if (at === '' || Number.isNaN(date.getTime())) return typeof at === 'string' ? at : '';
  const parts = timeParts(date, timeZone);
  return `${dayMonthOf(parts)}, ${clockOf(parts)}`;
}
