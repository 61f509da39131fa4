import * as v from 'valibot';
import { MESSAGES } from '@contract/messages';
import { ApiError, withoutFieldName } from '@/api/api-error';
import type { RefusalReader } from '@/api/client';

/** What a wallet answer may carry (spec 2 §1): `Status` 200 is success; the first of `Errors`, else `description`, says why not. */
const walletFailureSchema = v.object({
  Status: v.optional(v.number()),
  description: v.optional(v.nullable(v.string())),
  Errors: v.optional(v.nullable(v.array(v.string()))),
});

/**
 * The wallet service's refusal, or null for a success: an HTTP error or a `Status` other than 200.
 * /connect/token answers without an envelope, so a missing `Status` on a 2xx is a success.
 */
export const walletRefusal: RefusalReader = (json, response) => {
  const parsed = v.safeParse(walletFailureSchema, json);
  const status = parsed.success ? parsed.output.Status : undefined;
  if (response.ok && (status === undefined || status === 200)) return null;
  const said = parsed.success ? parsed.output.Errors?.[0] || parsed.output.description : undefined;
  return new ApiError(said ? withoutFieldName(said) : MESSAGES.genericFailure, {
    status: response.ok ? (status ?? response.status) : response.status,
    code: String(status ?? response.status),
  });
};
