import type { Db } from '../../db/client';
import type { Ticket } from '../../../contract/booking';

/** What the payment side needs to know of a booking before it asks a provider for money. */
export type PayableBooking = {
  reference: string;
  /** Computed by the booking service at creation; providers are always asked for this amount. */
  amountKobo: number;
  /** Spec 1 §4 codes: 0 pending, 1 confirmed, 2 cancelled, 5 expired, 6 failed. */
  status: number;
  customerName: string;
  email: string;
  phoneNumber: string;
  holdExpiresAt: Date | null;
};

export type SettleInput = {
  reference: string;
  /** Gateway enum id (spec 2 §9). */
  gateway: number;
  /** Adapter name, e.g. 'paystack'. */
  provider: string;
  /** The provider's own transaction id; (provider, providerReference) is unique in payments. */
  providerReference: string;
  /** What the provider says it collected, kobo. */
  amountKobo: number;
};

export type SettleOutcome =
  | { outcome: 'confirmed' | 'already-confirmed'; ticket: Ticket }
  | { outcome: 'not-found' | 'amount-mismatch' | 'seats-lost' | 'cancelled' };

/** Looks up a booking by reference for payment. Implemented by the booking service. */
export async function payableBooking(_db: Db, _reference: string): Promise<PayableBooking | undefined> {
  throw new Error('not implemented yet');
}

/**
 * Records a verified payment and confirms the booking, once, in one transaction: a replay finds
 * the payment row and answers 'already-confirmed' with the same ticket.
 */
export async function settleBooking(_db: Db, _input: SettleInput): Promise<SettleOutcome> {
  throw new Error('not implemented yet');
}

/** Marks a pending booking cancelled (2) or failed (6) after the provider says so; frees its seats. */
export async function abandonBooking(_db: Db, _reference: string, _status: 2 | 6): Promise<void> {
  throw new Error('not implemented yet');
}

/** The ticket of a booking, whatever its status (the result pages show failures too). */
export async function findTicket(_db: Db, _reference: string): Promise<Ticket | undefined> {
  throw new Error('not implemented yet');
}
