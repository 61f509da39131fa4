import * as v from 'valibot';

/**
 * Reads the environment with `schema`; a bad value stops the server at start-up with every
 * problem on its own line, naming the variable.
 */
export function parseEnv<S extends v.GenericSchema>(schema: S, env: Record<string, string | undefined>): v.InferOutput<S> {
  const parsed = v.safeParse(schema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.output;
}

/** An optional whole-number setting, at least 1 (a limit or a count). */
export const wholeNumberEnv = (name: string) =>
  v.optional(v.pipe(v.string(), v.transform(Number), v.integer(`${name} must be a whole number.`), v.minValue(1, `${name} must be at least 1.`)));
