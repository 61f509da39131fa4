import * as v from 'valibot';
import { createSessionStore } from '@/lib/session-store';

/**
 * A seat booking paid from the wallet, handed from checkout's 'Transaction Pin' modal to
 * /confirmed-wallet-payment (spec 1 §3's stored walletPin, §4 'Payment'). What is stored is what
 * the page needs to show and re-ask for: never the PIN, which stays in this tab's memory (below).
 */
export const walletPaymentSchema = v.object({
  refCode: v.string(),
  /** The gateway chosen: 1 cashback wallet, 2 or 23 the main wallet (spec 2 §9). */
  walletType: v.picklist([1, 2, 23]),
  /** The wallet owner's e-mail and phone (the signed-in customer's, not the booking contact's). */
  email: v.string(),
  phone: v.string(),
  /** Kobo, as the server priced the booking. */
  amount: v.number(),
});
export type WalletPayment = v.InferOutput<typeof walletPaymentSchema>;

export const walletPaymentStore = createSessionStore('freely.wallet-payment', v.nullable(walletPaymentSchema), null);

let held: { refCode: string; pin: string } | null = null;

/**
 * The PIN typed for a wallet payment, in memory only: a reload forgets it (so a reload never pays
 * again by itself), and `take` hands it over once and forgets it.
 */
export const walletPin = {
  hold(refCode: string, pin: string): void {
    held = { refCode, pin };
  },
  take(refCode: string): string | null {
    const pin = held?.refCode === refCode ? held.pin : null;
    held = null;
    return pin;
  },
};
