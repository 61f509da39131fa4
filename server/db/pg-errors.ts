/** PostgreSQL errors the services react to, read through Drizzle's wrapper (one place for every service). */
export const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40001', '40P01']);

type PgErrorFields = { code?: unknown; constraint?: unknown; detail?: unknown };

/** The driver's error under Drizzle's wrapper (DrizzleQueryError keeps it as `cause`). */
function pgError(error: unknown): PgErrorFields | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const fields = e as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    e = fields.cause;
  }
  return undefined;
}

export const pgErrorCode = (error: unknown): string | undefined => pgError(error)?.code as string | undefined;

/** A unique violation, optionally of one constraint or index by name. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || e.constraint === constraint;
}

/**
 * The constraint a unique violation broke (or, where the driver names none, its detail: 'Key
 * (phone_number)=… already exists.'), or undefined for any other error.
 */
export function violatedConstraint(error: unknown): string | undefined {
  const e = pgError(error);
  if (e?.code !== UNIQUE_VIOLATION) return undefined;
  return [e.constraint, e.detail].find((x): x is string => typeof x === 'string' && x !== '') ?? 'unique';
}

/** PostgreSQL's 'Key (trip_id, seat_number)=(12, 3) already exists.' → [12, 3]. */
export function violatedKey(error: unknown): number[] | undefined {
  const m = /=\(([^)]*)\)/.exec(String(pgError(error)?.detail ?? ''));
  return m?.[1]?.split(',').map((s) => Number(s.trim()));
}

/**
 * Runs a transaction again when PostgreSQL aborted it for a serialization failure (40001) or a
 * deadlock (40P01): both mean "try again", never "wrong". One retry, as the plan asks.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, retries = 1): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= retries || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
