import { useLocation } from '@tanstack/react-router';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { useSessionStore } from '@/lib/session-store';

/** The provider pages and their return pages (spec 1 §3): a reload there could lose a payment. */
const PAYMENT_PATH =
  /^\/(pay-(paystack|flutter|budpay)|(aza|bud|flutter|monnify|nomba|woven|wallet-woven)-pay|bankTransferPayment|confirmed-wallet-payment|(bnpl-|paybill-)?call-back(-hire)?|opay-callback)\/?$/;

export const isPaymentPath = (pathname: string) => PAYMENT_PATH.test(pathname);

/** A payment started at checkout whose seats are still held: it may be in progress. */
export const paymentInProgress = (now = Date.now()) => {
  const pending = pendingPaymentStore.get();
  return pending !== null && Date.parse(pending.holdExpiresAt) > now;
};

/** True while the traveller is paying: on a payment page, or with a payment under way. */
export function useDuringPayment(): boolean {
  const pathname = useLocation({ select: (location) => location.pathname });
  const pending = useSessionStore(pendingPaymentStore);
  return isPaymentPath(pathname) || (pending !== null && paymentInProgress());
}
