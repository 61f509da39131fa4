import * as v from 'valibot';
import { createSessionStore } from './session-store';

/**
 * The booking being paid for, handed from checkout to the provider pages (spec 1 §3 'Stored
 * transaction summary'). Amounts are kobo as the server computed them.
 */
export const pendingPaymentSchema = v.object({
  refCode: v.string(),
  email: v.string(),
  amount: v.number(),
  gateway: v.number(),
  seats: v.array(v.number()),
  returnSeats: v.array(v.number()),
  mainName: v.string(),
  otherNames: v.array(v.object({ fullName: v.string() })),
  phonenumber: v.string(),
  routeName: v.string(),
  departureDate: v.string(),
  departureTime: v.string(),
  holdExpiresAt: v.string(),
});
export type PendingPayment = v.InferOutput<typeof pendingPaymentSchema>;

export const pendingPaymentStore = createSessionStore('freely.pending-payment', v.nullable(pendingPaymentSchema), null);
