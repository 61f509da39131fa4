import { REFUND_WORKING_DAYS } from '../../../contract/payment-help';
import { addDays, lagosToday } from '../../../contract/dates';

/** A Lagos date 'yyyy-mm-dd' moved on by `days` working days (Monday to Friday; public holidays are not counted out). */
export function addWorkingDays(ymd: string, days: number): string {
  let date = ymd;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

/**
 * The Lagos date a refund reaches the traveller by (spec 2 §9: 3 to 10 working days; we promise the
 * later): counted from when the provider sent it back, or from now while it is still being sent.
 */
export const refundArrivesBy = (sentAt: Date | null, now: Date): string => addWorkingDays(lagosToday(sentAt ?? now), REFUND_WORKING_DAYS);
