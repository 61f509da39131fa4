import * as v from 'valibot';
import type { UnpaidLimits, unpaidLimitsRequest } from '../../../contract/booking';
import { toLocalPhone } from '../../../contract/validation';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { bookingHistory } from './history';
import { ownerEmail, seatHoldCheck, type CountedOwners, type Held, type HoldLimits } from './hold-limits';

export type UnpaidLimitsQuestion = v.InferOutput<typeof unpaidLimitsRequest>;
type Customer = Pick<CustomerSession, 'customerId' | 'email' | 'phone'>;

/**
 * Who one more booking would count against: this connection, and the e-mail and phone the body
 * names, each left out replaced by the signed-in account's own (the contact step starts from them).
 */
function countedOwners(clientKey: string, question: UnpaidLimitsQuestion, customer: Customer | undefined): CountedOwners {
  const email = question.email ?? (customer?.email || undefined);
  const phone = question.phoneNumber ?? (customer?.phone ? toLocalPhone(customer.phone) : undefined);
  return { clientKey, ...(email ? { email: ownerEmail(email) } : {}), ...(phone ? { phone } : {}) };
}

const countOf = (held: Held) => ({ bookings: held.holds, seats: held.units });

/**
 * POST /Booking/unpaidlimits: what POST /booking would answer to one more booking of these seats,
 * counted by seatHoldCheck as POST /booking counts (without its locks: an answer, not a claim).
 * Only a signed-in customer's own pending bookings are listed (history.ts ownedBy); a guest learns
 * counts only, never which bookings an e-mail or phone holds.
 */
export async function unpaidLimits(db: Db, question: UnpaidLimitsQuestion, clientKey: string, customer: Customer | undefined, limits: HoldLimits, now: Date): Promise<UnpaidLimits> {
  const owners = countedOwners(clientKey, question, customer);
  const { held, refusal } = await seatHoldCheck(db, owners, question.seats, limits, now, question.tripIds);
  const pending = customer ? (await bookingHistory(db, customer, now)).filter((row) => row.holdExpiresAt !== undefined) : [];
  return {
    refused: refusal !== undefined,
    limit: refusal?.limit ?? null,
    message: refusal?.message ?? '',
    freesAt: refusal ? new Date(now.getTime() + refusal.retryAfterMs).toISOString() : null,
    held: {
      address: countOf(held.client),
      email: owners.email !== undefined ? countOf(held.email) : null,
      phone: owners.phone !== undefined ? countOf(held.phone) : null,
    },
    pending,
  };
}
