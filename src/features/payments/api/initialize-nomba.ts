import { CURRENCY } from '@contract/limits';
import { nombaInitResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/** Nomba (28): POST /api/v1/Nomba/initialize → data.checkoutLink to redirect to. */
export async function initializeNomba(payment: PendingPayment): Promise<string> {
  const envelope = await legacyApiCall('payment', '/api/v1/Nomba/initialize', nombaInitResponse, {
    method: 'POST',
    body: {
      order: { orderReference: payment.refCode, amount: payment.amount, customerId: payment.phonenumber, customerEmail: payment.email, currency: CURRENCY },
      tokenizeCard: true,
      serviceId: 1,
    },
  });
  return envelope.data.checkoutLink;
}
