import { mutationOptions } from '@tanstack/react-query';
import * as ambassadorCalls from '@contract/calls/ambassador';
import { apiCall } from '@/api/client';

/*
 * Account deletion (spec 2 §7.8). These calls name no sign-in: the code sent to the e-mail is the
 * proof. They are mutations, never cached: GetAmbassadorByEmail's answer is a fresh request id.
 */

/** GET /GetAmbassadorByEmail/{email}, then GET /SendOtpAmbassador/{ambassadorId} at once (spec 1 §4). */
export async function searchAccount(email: string): Promise<{ ambassadorId: string; message: string }> {
  const found = await apiCall(ambassadorCalls.lookupByEmail, { params: { email: email.trim().toLowerCase() } });
  const message = await sendDeletionCode(found.data.ambassadorId);
  return { ambassadorId: found.data.ambassadorId, message };
}

/** Resend: a fresh code for the same request. */
export async function sendDeletionCode(ambassadorId: string): Promise<string> {
  const sent = await apiCall(ambassadorCalls.sendDeletionOtp, { params: { ambassadorId } });
  return sent.shortDescription ?? '';
}

export type DeleteInput = { ambassadorId: string; otp: string };

/** DELETE /DeleteWithOTPAmbassador/{ambassadorId}/{otp}. */
export async function deleteAccount({ ambassadorId, otp }: DeleteInput): Promise<string> {
  const deleted = await apiCall(ambassadorCalls.deleteWithOtp, { params: { ambassadorId, otp } });
  return deleted.shortDescription ?? '';
}

/** DELETE /DeleteAmbassadorRequest/{id}: the traveller closed the code window; its code stops working. */
export async function withdrawDeletion(ambassadorId: string): Promise<void> {
  await apiCall(ambassadorCalls.withdrawDeletion, { params: { id: ambassadorId } });
}

export const searchAccountMutation = () => mutationOptions({ mutationKey: ['ambassador', 'search'], mutationFn: searchAccount, networkMode: 'always' });
export const resendCodeMutation = () => mutationOptions({ mutationKey: ['ambassador', 'resend'], mutationFn: sendDeletionCode, networkMode: 'always' });
export const deleteAccountMutation = () => mutationOptions({ mutationKey: ['ambassador', 'delete'], mutationFn: deleteAccount, networkMode: 'always' });
