import { widgetInitResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/** Flutterwave (8): POST /api/v1/Flutterwave/initialize → the widget to open on /pay-flutter. */
export async function initializeFlutterwave(payment: PendingPayment) {
  const envelope = await legacyApiCall('payment', '/api/v1/Flutterwave/initialize', widgetInitResponse, {
    method: 'POST',
    body: { reference: payment.refCode, email: payment.email, phoneNumber: payment.phonenumber },
  });
  return envelope.data;
}
