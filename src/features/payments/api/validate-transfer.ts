import { mutationOptions } from '@tanstack/react-query';
import { confirmResponse } from '@contract/payment';
import { apiCall } from '@/api/client';

/**
 * POST /api/Webhook/ValidateAzaPayTransaction {ref}: asks whether the transfer arrived; the ticket
 * on success, else 'We have not received your transfer yet.'.
 */
export async function validateTransfer(ref: string) {
  const envelope = await apiCall('payment', '/api/Webhook/ValidateAzaPayTransaction', confirmResponse, { method: 'POST', body: { ref } });
  return envelope.data;
}

export const validateTransferMutationOptions = () =>
  mutationOptions({ mutationKey: ['transfer', 'validate'], mutationFn: validateTransfer, networkMode: 'always' });
