/**
 * When the background check asks the provider about a payment still open: 1, 5 and 15 minutes
 * after it started (the guarantee: every payment ends in one outcome within 15 minutes when the
 * provider has answered), then every hour for a day (a provider that says 'pending' for long, a
 * refund it refused). After the last, support is told.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const CHECK_OFFSETS_MS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, ...Array.from({ length: 24 }, (_, i) => (i + 1) * HOUR)];
/** Checks a payment gets in all. */
export const CHECKS_IN_ALL = CHECK_OFFSETS_MS.length;
/** Within this, every payment the provider has settled has its outcome (the promise). */
export const OUTCOME_WITHIN_MS = 15 * MINUTE;

/** The moment of check number `done` (0-based) of a payment that started at `startedAt`; undefined after the last. */
export function checkDueAt(startedAt: Date, done: number): Date {
  const offset = CHECK_OFFSETS_MS[Math.min(done, CHECKS_IN_ALL - 1)]!;
  return new Date(startedAt.getTime() + offset);
}
