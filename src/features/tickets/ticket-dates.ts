const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LAGOS = 'Africa/Lagos';

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, timeZone: string | undefined): Parts {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    formatters.set(key, format);
  }
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute! };
}

/** '2:05 PM' (the 12-hour clock the spec's departure times use). */
const clock = ({ hour, minute }: Parts) => `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * 'Saved on this device · updated 2:05 PM' the same day, '… updated 23 Nov, 2:05 PM' on another
 * day, with the year when it differs. Device time by default: it is the device's own copy.
 */
export function savedStamp(updatedAt: string, now: Date, timeZone?: string): string {
  const at = new Date(updatedAt);
  if (Number.isNaN(at.getTime())) return 'Saved on this device';
  const p = partsIn(at, timeZone);
  const today = partsIn(now, timeZone);
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  const day = `${p.day} ${MONTHS[p.month - 1]}${p.year === today.year ? '' : ` ${p.year}`}`;
  return `Saved on this device · updated ${sameDay ? clock(p) : `${day}, ${clock(p)}`}`;
}

/** An ISO instant as a Lagos date and time: '20 Nov 2026, 10:00 AM'. Other text passes through. */
export function formatLagosInstant(iso: string): string {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return iso;
  const p = partsIn(at, LAGOS);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${clock(p)}`;
}
