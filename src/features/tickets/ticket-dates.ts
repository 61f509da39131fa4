import { clockOf, dayMonthOf, timeParts } from '@/lib/clock-time';

/**
 * 'Saved on this device · updated 02:05 PM' the same day, '… updated 23 Nov, 02:05 PM' on another
 * day, with the year when it differs. Device time by default: it is the device's own copy.
 */
export function savedStamp(updatedAt: string, now: Date, timeZone?: string): string {
  const at = new Date(updatedAt);
  if (Number.isNaN(at.getTime())) return 'Saved on this device';
  const p = timeParts(at, timeZone);
  const today = timeParts(now, timeZone);
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  return `Saved on this device · updated ${sameDay ? clockOf(p) : `${dayMonthOf(p, p.year !== today.year)}, ${clockOf(p)}`}`;
}
