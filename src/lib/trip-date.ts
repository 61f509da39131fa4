const display = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A Lagos calendar date 'yyyy-mm-dd' as travellers read it: 'Tue, 24 Nov 2026'. Other text passes through. */
export function formatTripDate(ymd: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const date = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : display.format(date);
}
