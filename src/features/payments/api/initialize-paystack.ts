import { COUNTRY_CODE } from '@contract/limits';
import { paystackInitResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/**
 * Card provider (5): POST /api/v1/Paystack/initialize → the hosted checkout URL. The server takes
 * the amount from the booking and builds the callback itself, so neither is trusted from here.
 */
export async function initializePaystack(payment: PendingPayment): Promise<string> {
  const envelope = await legacyApiCall('payment', '/api/v1/Paystack/initialize', paystackInitResponse, {
    method: 'POST',
    body: { reference: payment.refCode, email: payment.email, amount: payment.amount, countrycode: COUNTRY_CODE, serviceId: 1 },
  });
  return envelope.data;
}
