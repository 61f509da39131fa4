import { CURRENCY } from '@contract/limits';
import { MESSAGES } from '@contract/messages';
import { moniepointInitResponse } from '@contract/payment';
import { ApiError } from '@/api/api-error';
import { legacyApiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/** Monnify/Moniepoint (30): POST /api/v1/Moniepoint/initialize → responseBody.checkoutUrl when requestSuccessful. */
export async function initializeMonnify(payment: PendingPayment): Promise<string> {
  const envelope = await legacyApiCall('payment', '/api/v1/Moniepoint/initialize', moniepointInitResponse, {
    method: 'POST',
    body: {
      reference: payment.refCode,
      paymentReference: payment.refCode,
      amount: payment.amount,
      customerName: payment.mainName,
      customerEmail: payment.email,
      paymentDescription: `Bus ticket ${payment.refCode}`,
      currencyCode: CURRENCY,
      serviceId: 1,
    },
  });
  if (!envelope.data.requestSuccessful) throw new ApiError(envelope.shortDescription || MESSAGES.initFailure);
  return envelope.data.responseBody.checkoutUrl;
}
