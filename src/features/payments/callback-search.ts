import * as v from 'valibot';
import { CALLBACKS, referenceSchema, type CallbackProvider } from '@contract/callbacks';
import { ourReference } from '@/lib/our-reference';

type CallbackSearch<P extends CallbackProvider> = { [K in (typeof CALLBACKS)[P]['param']]?: string };


/**
 * A callback route's search: the provider's reference parameter (contract CALLBACKS). A missing
 * or malformed reference is left out, and the result page shows the failed view.
 */
export function callbackSearch<P extends CallbackProvider>(provider: P) {
  const schema = v.object({ [CALLBACKS[provider].param]: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(ourReference), referenceSchema)), undefined) });
  return (search: Record<string, unknown>) => v.parse(schema, search) as CallbackSearch<P>;
}
