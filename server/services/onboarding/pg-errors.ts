/**
 * The constraint a unique violation (23505) broke, or undefined for any other error. Drizzle
 * wraps driver errors, so the code may sit on the error or on its cause.
 */
export function isUniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, detail } = e as { code?: string; constraint?: string; detail?: string };
    if (code === '23505') return constraint ?? detail ?? 'unique';
  }
  return undefined;
}
