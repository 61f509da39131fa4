const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Kobo to '₦12,500', as the app shows amounts (src/lib/naira.ts): for the server's own sentences and pages. */
export const naira = (kobo: number) => `₦${grouped.format(kobo / 100)}`;
