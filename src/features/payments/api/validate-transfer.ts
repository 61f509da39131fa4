import { mutationOptions } from '@tanstack/react-query';
import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';

/**
 * POST /api/Webhook/ValidateAzaPayTransaction {ref}: asks whether the transfer arrived; the ticket
 * on success, else 'We have not received your transfer yet.'.
 */
export async function validateTransfer(ref: string) {
  const envelope = await legacyApiCall('payment', '/api/Webhook/ValidateAzaPayTransaction', confirmResponse, { method: 'POST', body: { ref } });
  return envelope.data;
}

export const validateTransferMutationOptions = () =>
  mutationOptions({ mutationKey: ['transfer', 'validate'], mutationFn: validateTransfer, networkMode: 'always' });
