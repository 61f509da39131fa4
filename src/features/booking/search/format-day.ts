const display = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Tue, 24 Nov 2026' for a 'yyyy-mm-dd' date. */
export const formatDay = (ymd: string) => display.format(new Date(`${ymd}T00:00:00Z`));
