import * as v from 'valibot';
import { CALLBACKS, referenceSchema, type CallbackProvider } from '@contract/callbacks';

type CallbackSearch<P extends CallbackProvider> = { [K in (typeof CALLBACKS)[P]['param']]?: string };

/**
 * Flutterwave and Monnify append their own copy of the parameter, naming their checkout (the
 * booking's n-th, `FRE-AB12.n`), so the router hands a list: ours comes first. A lone `FRE-AB12.n`
 * is the booking FRE-AB12.
 */
const ourReference = (value: unknown): unknown => {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first.replace(/\.\d{1,2}$/, '') : first;
};

/**
 * A callback route's search: the provider's reference parameter (contract CALLBACKS). A missing
 * or malformed reference is left out, and the result page shows the failed view.
 */
export function callbackSearch<P extends CallbackProvider>(provider: P) {
  const schema = v.object({ [CALLBACKS[provider].param]: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(ourReference), referenceSchema)), undefined) });
  return (search: Record<string, unknown>) => v.parse(schema, search) as CallbackSearch<P>;
}
