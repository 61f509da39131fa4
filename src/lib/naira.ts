// Made at the first amount shown, not as the module loads: the first Intl object starts ICU (contract/dates.ts).
let grouped: Intl.NumberFormat | undefined;

/** Kobo (integer) to a display string like '₦12,500' or '₦12,500.50'. Naira only on screen. */
export function formatNaira(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  grouped ??= new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return `${sign}₦${grouped.format(Math.abs(kobo) / 100)}`;
}

/** Naira typed or shown by a person, to integer kobo for the wire. */
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);
