import { beforeEach, describe, expect, it } from 'vitest';
import { isPaymentPath, paymentInProgress } from './during-payment';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';


// The route files' names only: nothing is imported.
const routes = Object.keys(import.meta.glob('../../routes/*.tsx')).map((file) => file.replace(/^\.\.\/\.\.\/routes(\/.*)\.tsx$/, '$1'));
/** The provider and return pages among the app's routes (src/routes). */
const paymentRoutes = routes.filter((path) => /pay|call-?back/i.test(path) && !['/paybills', '/bills-payment', '/payment-help'].includes(path));

describe('the update prompt waits during a payment', () => {
  it('knows every provider and return page of the app as a payment page', () => {
    expect(paymentRoutes.length).toBeGreaterThanOrEqual(15);
    for (const path of paymentRoutes) expect(isPaymentPath(path), path).toBe(true);
    // Its fee is paid there (the card's return, the transfer's countdown).
    expect(isPaymentPath('/reschedule')).toBe(true);
  });

  it('other pages are not payment pages', () => {
    // /payment-help ('I paid but have no ticket') pays nothing: an update may wait there.
    for (const path of ['/', '/Faq', '/my-tickets', '/bookingStatus', '/passenger-details', '/paybills', '/bills-payment', '/payment-help', '/pay-paystack/extra']) {
      expect(isPaymentPath(path), path).toBe(false);
    }
  });

  describe('a payment started at checkout', () => {
    const pending = (holdExpiresAt: string) => ({ refCode: 'FRE-1', holdExpiresAt }) as PendingPayment;
    beforeEach(() => pendingPaymentStore.clear());

    it('is in progress while its seats are held, and not after', () => {
      const now = Date.parse('2026-11-23T10:00:00Z');
      expect(paymentInProgress(now)).toBe(false);
      pendingPaymentStore.set(pending('2026-11-23T10:20:00Z'));
      expect(paymentInProgress(now)).toBe(true);
      expect(paymentInProgress(Date.parse('2026-11-23T10:21:00Z'))).toBe(false);
    });
  });
});
