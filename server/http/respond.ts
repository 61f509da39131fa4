import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SERVICE_BASE } from '../../contract/call';
import { billsFail, billsOk, fail, ok, walletFail, walletOk } from '../../contract/envelope';

/** Success in the generic envelope (spec 2 §1). */
export const sendOk = <T>(c: Context, data: T, shortDescription?: string): Response => c.json(ok(data, shortDescription), 200);

/** A call of the wallet service, which answers in its own envelope (spec 2 §1). */
export const isWalletCall = (c: Context) => c.req.path.startsWith(`${SERVICE_BASE.wallet}/`);

/** A call of the bills service, which answers in its own envelope (contract/bills.ts). */
export const isBillsCall = (c: Context) => c.req.path.startsWith(`${SERVICE_BASE.bills}/`);

/**
 * Failure in the generic envelope, with an HTTP status that fits; on a wallet or bills call, in
 * that service's envelope instead, so every refusal there (validation, sign-in, body limit,
 * unknown call, error) has its shape.
 */
export const sendFail = (c: Context, status: ContentfulStatusCode, message: string, code?: string): Response => {
  if (isWalletCall(c)) return sendWalletFail(c, status, [message], code);
  if (isBillsCall(c)) return sendBillsFail(c, status, message, code);
  return c.json(fail(code ?? status, message), status);
};

/** Success in the wallet envelope. */
export const sendWalletOk = <T>(c: Context, payload: T, description?: string): Response => c.json(walletOk(payload, description), 200);

/** Failure in the wallet envelope; `Status` mirrors the HTTP status. */
export const sendWalletFail = (c: Context, status: ContentfulStatusCode, errors: string[], code?: string): Response => c.json(walletFail(status, errors, code), status);

/** Success in the bills envelope. */
export const sendBillsOk = <T>(c: Context, payload: T, description?: string): Response => c.json(billsOk(payload, description), 200);

/** Failure in the bills envelope; `code` is the HTTP status. */
export const sendBillsFail = (c: Context, status: ContentfulStatusCode, message: string, code?: string): Response => c.json(billsFail(status, message, code), status);

/**
 * A rule broken by a well-formed request: the service layer throws it, the app answers it. A
 * limit's refusal (429) says when to come back: `retryAfterMs` becomes the Retry-After header.
 * `code` names the failure in the envelope, so the app tells failures apart without reading the
 * sentence (the generic and bills envelopes' `code`, a `code` beside the wallet's Status and Errors).
 */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly status: ContentfulStatusCode = 400,
    readonly options: { retryAfterMs?: number; code?: string } = {},
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/** Retry-After in whole seconds (at least 1). */
export const setRetryAfter = (c: Context, retryAfterMs: number) => c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
