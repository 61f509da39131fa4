import { widgetInitResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/** BudPay (25): POST /api/v1/BudPay/initialize → the widget to open on /pay-budpay. */
export async function initializeBudpay(payment: PendingPayment) {
  const envelope = await legacyApiCall('payment', '/api/v1/BudPay/initialize', widgetInitResponse, {
    method: 'POST',
    body: { reference: payment.refCode, email: payment.email },
  });
  return envelope.data;
}
