import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../../contract/messages';
import { RuleError, sendFail, setRetryAfter } from './respond';

/**
 * PostgreSQL errors only bad input can cause: a NUL or invalid byte in text (22021, 22P05), a
 * value too long (22001), a number out of its column's range (22003), and a row too big for an
 * index (54000). The contract's schemas refuse all of these first; this is defence in depth.
 */
const BAD_INPUT_SQLSTATES: Readonly<Record<string, string>> = {
  '22021': 'The request contains characters that are not allowed.',
  '22P05': 'The request contains characters that are not allowed.',
  '22001': 'A value in the request is too long.',
  '22003': 'A number in the request is too large.',
  '54000': 'A value in the request is too long.',
};

/** The SQLSTATE of a driver error, under Drizzle's wrapper (it keeps the driver's error as `cause`). */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Logged when the database, not the contract, refused bad input: a schema lacks a limit. */
export const DATABASE_REFUSED = 'the database refused bad input';

/** Hono's own exceptions carry a status but no text of ours: name the problem plainly. */
function exceptionMessage(error: HTTPException): string {
  if (error.message) return /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  if (error.status === 413) return 'The request is too large.';
  return 'The request is not valid.';
}

/**
 * The one error handler of the app: a broken rule and any HTTPException below 500 (malformed
 * JSON, an oversized body) answer with their own status in the envelope; the database's refusal
 * of bad input answers 400; anything else is logged and answers 500.
 */
export const answerError: ErrorHandler = (error: Error, c: Context) => {
  if (error instanceof RuleError) {
    if (error.options.retryAfterMs !== undefined) setRetryAfter(c, error.options.retryAfterMs);
    return sendFail(c, error.status, error.message, error.options.code);
  }
  if (error instanceof HTTPException && error.status < 500) {
    if (error.status === 413) c.header('Connection', 'close');
    return sendFail(c, error.status as ContentfulStatusCode, exceptionMessage(error));
  }
  const state = sqlState(error);
  const refused = state ? BAD_INPUT_SQLSTATES[state] : undefined;
  if (refused) {
    console.warn(`${c.req.method} ${c.req.path}: ${DATABASE_REFUSED} (SQLSTATE ${state}); the contract should have refused it.`);
    return sendFail(c, 400, refused);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return sendFail(c, 500, MESSAGES.genericFailure);
};
