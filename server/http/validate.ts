import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { fail } from '../../contract/envelope';

/** The first problem in plain words, naming the field: "departureTerminalId: Invalid type". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const path = v.getDotPath(first);
  return path ? `${path}: ${first.message}` : first.message;
}

/**
 * Validates one part of the request with a contract schema. Bad input answers HTTP 400 in the
 * generic envelope with a clear message; the handler only ever sees parsed, typed values.
 */
export const validate = <Target extends keyof ValidationTargets, S extends v.GenericSchema>(target: Target, schema: S) =>
  validator(target, (value, c) => {
    const result = v.safeParse(schema, value);
    if (!result.success) return c.json(fail(400, describeIssues(result.issues)), 400);
    return result.output as v.InferOutput<S>;
  });
