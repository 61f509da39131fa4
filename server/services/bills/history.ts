import { and, desc, eq, ne } from 'drizzle-orm';
import type { BillOutcome } from '../../../contract/bills';
import type { CustomerSession } from '../../auth/require-customer';
import { billPayments } from '../../db/schema-bills';
import { assertOwnEmail } from './bills-token';
import type { BillsContext } from './context';
import { outcomeOf } from './outcome';
import { advance } from './settle';

/** The history shows this many purchases, newest first. */
export const HISTORY_SIZE = 50;

/**
 * GetTransactionByEmail: the customer's own bill payments (never another's: the e-mail must be
 * theirs, else 403), newest first. A purchase still with the biller is asked about first, so a
 * pending electricity purchase shows how it ended as soon as the biller knows.
 */
export async function billHistory(ctx: BillsContext, customer: CustomerSession, email: string): Promise<{ transactions: BillOutcome[] }> {
  assertOwnEmail(customer, email);
  const rows = await ctx.db.select().from(billPayments)
    .where(and(eq(billPayments.customerId, customer.customerId), ne(billPayments.status, 'open')))
    .orderBy(desc(billPayments.createdAt), desc(billPayments.id))
    .limit(HISTORY_SIZE);
  const settled = await Promise.all(rows.map((row) => (['pending', 'paid', 'vending'].includes(row.status) ? advance(ctx, row) : row)));
  return { transactions: settled.map(outcomeOf) };
}
