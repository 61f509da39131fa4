import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, ok, walletFail, walletOk } from '../../contract/envelope';

/** Success in the generic envelope (spec 2 §1). */
export const sendOk = <T>(c: Context, data: T, shortDescription?: string): Response => c.json(ok(data, shortDescription), 200);

/** Failure in the generic envelope, with an HTTP status that fits. */
export const sendFail = (c: Context, status: ContentfulStatusCode, message: string): Response => c.json(fail(status, message), status);

/** Success in the wallet envelope. */
export const sendWalletOk = <T>(c: Context, payload: T, description?: string): Response => c.json(walletOk(payload, description), 200);

/** Failure in the wallet envelope; `Status` mirrors the HTTP status. */
export const sendWalletFail = (c: Context, status: ContentfulStatusCode, errors: string[]): Response => c.json(walletFail(status, errors), status);

/** A rule broken by a well-formed request: the service layer throws it, the app answers it. */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}
