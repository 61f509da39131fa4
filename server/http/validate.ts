import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { MESSAGES } from '../../contract/messages';
import { sendFail } from './respond';

/** valibot's own wording ('Invalid type: Expected string but received undefined') is for developers, not travellers. */
const VALIBOT_WORDING = /^Invalid \w+: /;

/**
 * The first problem as the contract words it, a plain sentence with no field name ('At most 13
 * adults per booking.'); a problem the contract has no sentence for reads as the spec's generic one.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.find((issue) => !VALIBOT_WORDING.test(issue.message))?.message ?? MESSAGES.genericFailure;
}

/**
 * Validates one part of the request with a contract schema. Bad input answers HTTP 400 in the
 * envelope (the wallet's on a wallet call) with a clear message; the handler only ever sees parsed, typed values.
 */
export const validate = <Target extends keyof ValidationTargets, S extends v.GenericSchema>(target: Target, schema: S) =>
  validator(target, (value, c) => {
    const result = v.safeParse(schema, value);
    if (!result.success) return sendFail(c, 400, describeIssues(result.issues));
    return result.output as v.InferOutput<S>;
  });
