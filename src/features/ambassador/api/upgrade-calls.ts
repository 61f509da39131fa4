import { mutationOptions } from '@tanstack/react-query';
import * as ambassadorCalls from '@contract/calls/ambassador';
import type { UpgradeRequest, UpgradeSubmitted } from '@contract/ambassador';
import { apiCall } from '@/api/client';

export type SubmitUpgradeInput = { verificationId: string; form: UpgradeRequest };

/** POST /Tier3AccountUpgradeRequest/{verificationId}: the eight fields; a code goes to the phone. */
export async function submitUpgrade({ verificationId, form }: SubmitUpgradeInput): Promise<UpgradeSubmitted & { message: string }> {
  const envelope = await apiCall(ambassadorCalls.submitUpgrade, { params: { verificationId }, body: form });
  return { ...envelope.data, message: envelope.shortDescription ?? '' };
}

export type VerifyUpgradeInput = { ambassadorToken: string; otp: string; phoneNumber: string };

/** POST /VerifyTier3AccountUpgradeRequestOtp with the submission's ambassador token as its own bearer. */
export async function verifyUpgrade({ ambassadorToken, otp, phoneNumber }: VerifyUpgradeInput): Promise<string> {
  const envelope = await apiCall(ambassadorCalls.verifyUpgradeOtp, { body: { otp, phoneNumber }, bearer: ambassadorToken });
  return envelope.shortDescription ?? '';
}

// Writes: offline they fail at once and say so (networkMode 'always'), never wait silently.
export const submitUpgradeMutation = () => mutationOptions({ mutationKey: ['ambassador', 'upgrade'], mutationFn: submitUpgrade, networkMode: 'always' });
export const verifyUpgradeMutation = () => mutationOptions({ mutationKey: ['ambassador', 'upgrade-otp'], mutationFn: verifyUpgrade, networkMode: 'always' });
