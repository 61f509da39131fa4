import * as v from 'valibot';
import { terminalNameEntries, withTerminalNames } from '@contract/terminal-names';
import { createSessionStore } from '@/lib/session-store';

/**
 * The one payment under way in this tab: the booking being paid for, handed from checkout (or
 * /pay-booking) to the provider pages and the wallet's /confirmed-wallet-payment (spec 1 §3
 * 'Stored transaction summary', 'walletPin'). `gateway` says how: 1, 2 or 23 is the wallet, whose
 * owner is the signed-in customer; the PIN is never stored (entities/payment/wallet-payment.ts).
 * Amounts are kobo as the server computed them; shown only, the server takes them from the booking.
 */
export const pendingPaymentSchema = v.pipe(v.object({
  refCode: v.string(),
  /** The booking's contact e-mail, shown on the card pages ('' when /pay-booking did not learn it). */
  email: v.optional(v.string(), ''),
  amount: v.number(),
  /** The signed-in discount the server took off the fares (0: a guest's booking, or stored before it existed). */
  discount: v.optional(v.number(), 0),
  gateway: v.number(),
  seats: v.array(v.number()),
  returnSeats: v.array(v.number()),
  mainName: v.string(),
  otherNames: v.array(v.object({ fullName: v.string() })),
  phonenumber: v.string(),
  routeName: v.string(),
  ...terminalNameEntries,
  departureDate: v.string(),
  departureTime: v.string(),
  holdExpiresAt: v.string(),
  /**
   * The provider said this payment was not completed while the seats are still held (contract
   * CONFIRM_OUTCOME.stillHeld): its sentence, which checkout's 'Trip payment' shows when it opens
   * again for this booking. Taken off once shown.
   */
  notice: v.optional(v.string()),
}), v.transform(withTerminalNames));
export type PendingPayment = v.InferOutput<typeof pendingPaymentSchema>;

export const pendingPaymentStore = createSessionStore('freely.pending-payment', v.nullable(pendingPaymentSchema), null);
