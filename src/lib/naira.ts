const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Kobo (integer) to a display string like '₦12,500' or '₦12,500.50'. Naira only on screen. */
export function formatNaira(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  return `${sign}₦${grouped.format(Math.abs(kobo) / 100)}`;
}

/** Naira typed or shown by a person, to integer kobo for the wire. */
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);
