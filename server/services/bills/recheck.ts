import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billPayments } from '../../db/schema-bills';
import { billsContext } from './context';
import type { BillsDeps } from './deps';
import { billRow } from './rows';
import { advance } from './settle';
import { VENDING_STALE_MS } from './vend';

/**
 * The background check (run every BILLS_RECHECK_SECONDS by server/main.ts): settles what no
 * request is there to settle.
 * - 'pending': the biller has not answered yet; asked on every run until it does.
 * - 'paid' or 'vending' for over VENDING_STALE_MS: a crash between taking the money and the
 *   biller's answer; vended (again: the biller's vend is idempotent per reference).
 * - 'awaiting-payment' for over CARD_STALE_MS: a traveller who paid and never came back to the
 *   result page; the card provider is asked, and a paid card vended. Asked again every
 *   CARD_STALE_MS, for CARD_GIVE_UP_MS; after that only the traveller's own calls ask.
 */

export const CARD_STALE_MS = 5 * 60_000;
export const CARD_GIVE_UP_MS = 24 * 60 * 60_000;
/** Rows one run looks at; the rest wait for the next run. */
export const RECHECK_BATCH = 50;

export async function recheckBills(db: Db, deps: BillsDeps): Promise<{ checked: number }> {
  const ctx = billsContext(db, deps, (deps.publicUrl ?? 'http://localhost').replace(/\/+$/, ''));
  const now = ctx.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const rows = await db.select().from(billPayments)
    .where(or(
      eq(billPayments.status, 'pending'),
      and(inArray(billPayments.status, ['paid', 'vending']), lt(billPayments.updatedAt, before(VENDING_STALE_MS))),
      and(eq(billPayments.status, 'awaiting-payment'), lt(billPayments.updatedAt, before(CARD_STALE_MS)), gt(billPayments.createdAt, before(CARD_GIVE_UP_MS))),
    ))
    .orderBy(asc(billPayments.updatedAt))
    .limit(RECHECK_BATCH);
  for (const row of rows) {
    try {
      if (row.status === 'awaiting-payment') {
        // Asked again CARD_STALE_MS from now, whatever the provider says.
        const [claimed] = await db.update(billPayments).set({ updatedAt: ctx.now() })
          .where(and(eq(billPayments.id, row.id), eq(billPayments.status, 'awaiting-payment'), eq(billPayments.updatedAt, row.updatedAt)))
          .returning();
        if (claimed) await advance(ctx, claimed);
      } else {
        await advance(ctx, await billRow(db, row.id));
      }
    } catch (error) {
      console.error(`Bill ${row.reference}: the background check failed; the next run tries again:`, error);
    }
  }
  return { checked: rows.length };
}

const registered = new WeakMap<Db, BillsDeps>();

/** createApp registers the bills wiring of its database (its biller and card provider) for the background check. */
export const registerBillsDeps = (db: Db, deps: BillsDeps): void => void registered.set(db, deps);

/** One run of the background check with the wiring createApp registered for `db` (none: nothing to check). */
export async function recheckRegisteredBills(db: Db): Promise<{ checked: number }> {
  const deps = registered.get(db);
  return deps ? recheckBills(db, deps) : { checked: 0 };
}

export async function billByReference(db: Db, reference: string) {
  const [row] = await db.select().from(billPayments).where(eq(billPayments.reference, reference.trim().toUpperCase())).limit(1);
  return row;
}

/** Moves one bill payment as far as it can go now (the payment checks ask this of a bill paid by card), with the wiring createApp registered. */
export async function advanceRegisteredBill(db: Db, reference: string): Promise<void> {
  const deps = registered.get(db);
  const row = await billByReference(db, reference);
  if (!deps || !row) return;
  await advance(billsContext(db, deps, (deps.publicUrl ?? 'http://localhost').replace(/\/+$/, '')), row);
}
