import { useLocation } from '@tanstack/react-router';
import { CALLBACKS } from '@contract/payment';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { useSessionStore } from '@/lib/session-store';

/** Where the providers return the traveller (contract CALLBACKS). */
const CALLBACK_PATHS = new Set<string>(Object.values(CALLBACKS).map((callback) => callback.path));
/** Our pay pages (and /pay-booking's hand-off), the wallet and bill ones, the hire returns, and /reschedule (its fee's card return and transfer). */
const OTHER_PAYMENT_PATH = /^\/(pay-(paystack|flutter|budpay|booking)|(aza|woven|wallet-woven)-pay|bankTransferPayment|confirmed-wallet-payment|paybill-call-back|(bnpl-|paybill-)?call-back-hire|reschedule)\/?$/;

/** The provider pages and their return pages (spec 1 §3): a reload there could lose a payment. */
export const isPaymentPath = (pathname: string) => CALLBACK_PATHS.has(pathname.replace(/(.)\/$/, '$1')) || OTHER_PAYMENT_PATH.test(pathname);

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
