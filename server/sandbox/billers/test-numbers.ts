/**
 * The sandbox biller's documented test numbers (server/sandbox/README.md): how a phone, meter or
 * smart card number ends decides what the biller does with it, so every outcome can be tried.
 */
export const UNKNOWN_CUSTOMER_ENDING = '0000';
export const DECLINED_ENDING = '8888';
export const PENDING_ENDING = '9999';

/** The meter or smart card is not on the biller's books: validation fails, and so would a vend. */
export const isUnknownCustomer = (customerId: string) => customerId.endsWith(UNKNOWN_CUSTOMER_ENDING);

/** What a vend to this number does: declined, pending for a while (then success), or success at once. */
export function scriptedVend(customerId: string): 'declined' | 'pending' | 'success' {
  if (customerId.endsWith(DECLINED_ENDING)) return 'declined';
  if (customerId.endsWith(PENDING_ENDING)) return 'pending';
  return 'success';
}
