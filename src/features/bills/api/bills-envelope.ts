import * as v from 'valibot';
import { MESSAGES } from '@contract/messages';
import { ApiError, withoutFieldName } from '@/api/api-error';
import type { RefusalReader } from '@/api/client';

/** What a bills answer may carry (contract/bills.ts): `code` '1' is success; `description` says why not. */
const billsFailureSchema = v.object({
  code: v.optional(v.union([v.string(), v.number()])),
  description: v.optional(v.nullable(v.string())),
});

/**
 * The bills service's refusal, or null for a success: an HTTP error or a `code` other than '1',
 * worded by its description. /token answers without an envelope, so a missing `code` on a 2xx is a success.
 */
export const billsRefusal: RefusalReader = (json, response) => {
  const parsed = v.safeParse(billsFailureSchema, json);
  const code = parsed.success && parsed.output.code !== undefined ? String(parsed.output.code) : undefined;
  if (response.ok && (code === undefined || code === '1')) return null;
  const said = parsed.success ? parsed.output.description : undefined;
  return new ApiError(said ? withoutFieldName(said) : MESSAGES.genericFailure, { status: response.ok ? 400 : response.status, code: code ?? String(response.status) });
};
