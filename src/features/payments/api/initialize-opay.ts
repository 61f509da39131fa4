import { COUNTRY_CODE, CURRENCY } from '@contract/limits';
import { opayInitResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/** OPay (31): POST /api/v1/OPay/initialize → data.cashierUrl to redirect to. */
export async function initializeOpay(payment: PendingPayment): Promise<string> {
  const envelope = await legacyApiCall('payment', '/api/v1/OPay/initialize', opayInitResponse, {
    method: 'POST',
    body: {
      email: payment.email,
      phoneNumber: payment.phonenumber,
      name: payment.mainName,
      country: COUNTRY_CODE,
      reference: payment.refCode,
      amount: payment.amount,
      currency: CURRENCY,
      // Spec 2 §7.5: payMethod 4.
      payMethod: 4,
      customerVisitSource: 'web',
    },
  });
  return envelope.data.cashierUrl;
}
