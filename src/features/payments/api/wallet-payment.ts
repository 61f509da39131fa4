import * as walletCalls from '@contract/calls/wallet';
import type { Ticket } from '@contract/booking';
import { apiCall } from '@/api/client';
import type { WalletPayment } from '@/entities/payment/wallet-payment';

/**
 * POST /Payment/ProcessWalletPayment (spec 2 §7.5) with the customer's session: debits the wallet
 * with the PIN, confirms the booking and answers its ticket. The server pays a booking once, so a
 * second post for the same refCode moves no more money.
 */
export async function payFromWallet(payment: WalletPayment, pin: string): Promise<Ticket> {
  const body = { email: payment.email, phone: payment.phone, refCode: payment.refCode, pin, walletType: payment.walletType, description: 'Seat booking' };
  return (await apiCall(walletCalls.processWalletPayment, { body })).data;
}
