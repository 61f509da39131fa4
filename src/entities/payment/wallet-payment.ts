import { mutationOptions } from '@tanstack/react-query';
import type { ConfirmedTicket } from '@contract/tickets';
import * as walletCalls from '@contract/calls/wallet';
import type { WalletType } from '@contract/wallet';
import { apiCall } from '@/api/client';

/** What pays a wallet payment: the booking (the one pending payment, entities/payment/pending-payment.ts) and the PIN typed for it. */
export type WalletPaymentInput = { refCode: string; walletType: WalletType; pin: string };

/** The wallet payment of one booking, as the mutation cache knows it (useMutationState finds it by this key). */
export const walletPaymentKey = (refCode: string) => ['wallet-payment', refCode.trim().toUpperCase()] as const;

/**
 * POST /Payment/ProcessWalletPayment (spec 2 §7.5) with the customer's session: debits the wallet
 * with the PIN, confirms the booking and answers its ticket. The server takes the amount from the
 * booking and the wallet's owner from the session, so neither is sent; it pays a booking once, so
 * a second post for the same refCode moves no more money.
 *
 * A mutation keyed per booking, started by checkout's 'Transaction Pin' (or the page's own PIN
 * form) and shown by /confirmed-wallet-payment through useMutationState: the PIN lives only in the
 * mutation's variables in memory, never in storage, so a reload forgets it and asks again.
 */
export const walletPaymentMutationOptions = (refCode: string) =>
  mutationOptions<ConfirmedTicket, Error, WalletPaymentInput>({
    mutationKey: walletPaymentKey(refCode),
    mutationFn: async ({ refCode: reference, walletType, pin }) =>
      (await apiCall(walletCalls.processWalletPayment, { body: { refCode: reference, pin, walletType, description: 'Seat booking' } })).data,
    networkMode: 'always',
    // The persister keeps only paused mutations, and 'always' never pauses: the PIN in the variables stays in memory.
    gcTime: 10 * 60_000,
  });
