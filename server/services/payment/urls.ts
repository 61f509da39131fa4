import type { Context } from 'hono';
import { CALLBACKS } from '../../../contract/payment';
import type { CheckoutProviderName } from '../../providers/payments/types';

/** PUBLIC_URL when configured, else the origin the request came to. */
export const baseUrlOf = (c: Context, publicUrl: string | undefined): string =>
  (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

// Every checkout provider has its callback; the contract keys them by the same names.
const CALLBACK_OF: Readonly<Record<CheckoutProviderName, { path: string; param: string }>> = CALLBACKS;

/**
 * The app page a provider returns the traveller to, with the documented query parameter. Always
 * built here: a callback URL sent by the client is ignored, so no provider redirect can leave the site.
 */
export function callbackUrl(base: string, provider: CheckoutProviderName, reference: string): string {
  const { path, param } = CALLBACK_OF[provider];
  const url = new URL(`${base}${path}`);
  url.searchParams.set(param, reference);
  return url.toString();
}
