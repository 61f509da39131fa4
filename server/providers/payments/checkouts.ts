import { ProviderTrouble } from './trouble';

/**
 * Paystack, Flutterwave and Monnify each want a new reference for every transaction, and a
 * traveller may open a checkout for one booking more than once (after cancelling, say). So the n-th
 * checkout of booking FRE-AB12 is the provider's FRE-AB12.n: verifying the booking asks for .1, .2, …
 * until the provider knows none more.
 */
export const MAX_CHECKOUTS = 10;
export const checkoutReference = (reference: string, n: number) => `${reference}.${n}`;
/** The booking a provider's checkout reference belongs to; undefined for one that is not ours. */
export const bookingOfCheckout = (checkout: string) => /^(.+)\.(\d{1,2})$/.exec(checkout)?.[1];

/** The booking's checkouts the provider knows (`find` answers one, or undefined when it knows none), oldest first. */
export async function checkoutsOf<T>(reference: string, find: (checkout: string) => Promise<T | undefined>): Promise<T[]> {
  const found: T[] = [];
  for (let n = 1; n <= MAX_CHECKOUTS; n++) {
    const t = await find(checkoutReference(reference, n));
    if (!t) break;
    found.push(t);
  }
  return found;
}

/** A booking opened MAX_CHECKOUTS times at one provider: it opens no more (a traveller may still pay another way). */
export class TooManyCheckouts extends ProviderTrouble {}

/**
 * Opens the booking's next checkout after the `known` ones: `open` answers the opened checkout, or
 * 'taken' when the provider says another request used that reference a moment ago (then the next
 * number is tried), and throws any other refusal.
 */
export async function openNextCheckout<T>(provider: string, reference: string, known: number, open: (checkout: string) => Promise<T | 'taken'>): Promise<T> {
  for (let n = known + 1; n <= MAX_CHECKOUTS; n++) {
    const opened = await open(checkoutReference(reference, n));
    if (opened !== 'taken') return opened;
  }
  throw new TooManyCheckouts(`${reference} has had ${MAX_CHECKOUTS} ${provider} checkouts; no more are opened.`);
}
