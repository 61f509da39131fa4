import { mutationOptions } from '@tanstack/react-query';
import * as helpCalls from '@contract/calls/payment-help';
import type { HelpPayments } from '@contract/payment-help';
import { apiCall } from '@/api/client';

/*
 * "I paid but have no ticket" (contract/calls/payment-help.ts). Mutations, never cached: what they
 * answer is the contact's own and is not kept on the phone (the query cache is saved to IndexedDB).
 */

/** POST /PaymentHelp/code: the sentence to show (the same whether or not the contact paid). */
export async function sendHelpCode(contact: string): Promise<string> {
  return (await apiCall(helpCalls.sendCode, { body: { contact } })).shortDescription ?? '';
}

export type HelpProof = { contact: string; code: string };

/** POST /PaymentHelp/verify: the token that opens the contact's payments for 15 minutes. */
export async function verifyHelpCode({ contact, code }: HelpProof) {
  return (await apiCall(helpCalls.verifyCode, { body: { contact, code } })).data;
}

/** GET /PaymentHelp/payments with the token: a 401 is the page's to handle (a new code). */
export async function fetchHelpPayments(token: string): Promise<HelpPayments> {
  return (await apiCall(helpCalls.payments, { bearer: token })).data;
}

export const sendHelpCodeMutation = () => mutationOptions({ mutationKey: ['payment-help', 'code'], mutationFn: sendHelpCode, networkMode: 'always' });
export const verifyHelpCodeMutation = () => mutationOptions({ mutationKey: ['payment-help', 'verify'], mutationFn: verifyHelpCode, networkMode: 'always' });
export const helpPaymentsMutation = () => mutationOptions({ mutationKey: ['payment-help', 'payments'], mutationFn: fetchHelpPayments, networkMode: 'always' });
