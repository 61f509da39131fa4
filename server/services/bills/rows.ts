import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BILLS_MESSAGES } from '../../../contract/bills';
import type { Executor } from '../booking/executor';
import { billPayments } from '../../db/schema-bills';
import { isUniqueViolation } from '../../db/pg-errors';
import { BILL_REFERENCES_PER_CUSTOMER } from '../../auth/limits';
import { limitKey, minutesLeft, takeAttempt } from '../../auth/rate-limit';
import { RuleError } from '../../http/respond';
import { REFERENCE_ALPHABET } from '../booking/reference';
import type { BillsContext } from './context';

export type BillRow = typeof billPayments.$inferSelect;

/** 'BIL-' and 12 symbols (60 bits): unguessable, and never a booking ('FRE-') or funding ('WAL-') reference. */
export const newBillReference = (random: (size: number) => Uint8Array = randomBytes) =>
  `BIL-${[...random(12)].map((b) => REFERENCE_ALPHABET[b & 31]).join('')}`;

/** GenerateReference: an open reference of this customer, for one purchase (at most BILL_REFERENCES_PER_CUSTOMER an hour, taken before the row is written). */
export async function openReference(ctx: BillsContext, customerId: number, userPhone: string): Promise<string> {
  const taken = await takeAttempt(ctx.db, limitKey('bill-reference', customerId), BILL_REFERENCES_PER_CUSTOMER);
  if (!taken.ok) {
    throw new RuleError(`Too many payment references were asked for. Please try again in ${minutesLeft(taken.retryAfterMs)} minutes.`, 429, { retryAfterMs: taken.retryAfterMs });
  }
  const now = ctx.now();
  // A collision of 60 random bits will not happen; if it ever did, the unique index says so and a second draw settles it.
  for (let attempt = 0; ; attempt++) {
    const reference = newBillReference();
    try {
      await ctx.db.insert(billPayments).values({ reference, customerId, customerMobile: userPhone, createdAt: now, updatedAt: now });
      return reference;
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** A customer's own bill payment by reference; someone else's is as unknown as one that never existed (404). */
export async function ownBill(db: Executor, customerId: number, reference: string): Promise<BillRow> {
  const [row] = await db.select().from(billPayments).where(and(eq(billPayments.reference, reference), eq(billPayments.customerId, customerId)));
  if (!row) throw new RuleError(BILLS_MESSAGES.unknownReference, 404);
  return row;
}

/** The row as it is now (after another request or step changed it). */
export async function billRow(db: Executor, id: number): Promise<BillRow> {
  const [row] = await db.select().from(billPayments).where(eq(billPayments.id, id));
  if (!row) throw new Error(`Bill payment ${id} vanished.`);
  return row;
}

/** What the purchase costs in all: the bill and its fee, kobo. */
export const totalKobo = (row: Pick<BillRow, 'amountKobo' | 'feeKobo'>) => (row.amountKobo ?? 0) + (row.feeKobo ?? 0);
