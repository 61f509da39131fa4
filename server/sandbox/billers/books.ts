import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { VendOutcome, VendRequest } from '../../providers/billers/types';
import { sandboxTransactions } from '../schema';
import { VEND_REFUSALS, type VendDecision } from './vend-rules';

/**
 * The biller's own books: one row per request reference in sandbox_transactions (provider
 * 'biller'), as a real biller keeps every vend it was asked for, refused ones included, so that
 * asking about a reference later answers what happened to it.
 */

export const BILLER_PROVIDER = 'biller';

type VendRow = typeof sandboxTransactions.$inferSelect;
export type VendMeta = {
  kind: VendRequest['kind'];
  customerId: string;
  customerMobile: string;
  paymentCode: string;
  /** A prepaid meter's token (shown once the vend succeeds). */
  token?: string;
  /** A pending vend: when it becomes a success (ISO). */
  resolvesAt?: string;
  /** A failed vend: why. */
  reason?: string;
};

const metaOf = (row: VendRow) => row.meta as VendMeta;

/**
 * The biller's transaction id for a reference. Derived from the reference, so the primary key
 * itself refuses a second row for it, whatever its status: the partial unique index of the
 * payment sandboxes only covers pending rows.
 */
export const vendId = (reference: string) => `BLR_${createHash('sha256').update(reference).digest('hex').slice(0, 24).toUpperCase()}`;

export async function findVend(db: Db, reference: string): Promise<VendRow | undefined> {
  const [row] = await db.select().from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.id, vendId(reference)), eq(sandboxTransactions.provider, BILLER_PROVIDER)))
    .limit(1);
  return row;
}

/** Ledger amounts are whole kobo in an integer column; a nonsense amount (already refused) is kept as 0. */
const ledgerAmount = (kobo: number) => (Number.isSafeInteger(kobo) && kobo >= 0 && kobo <= 2_000_000_000 ? kobo : 0);

/**
 * Writes a vend unless its reference is in the books already; `first` says whether this call
 * wrote it. One statement decides (insert … on conflict do nothing, on every unique index), so
 * of a burst of concurrent vends of one reference, on PGlite or PostgreSQL, exactly one writes.
 */
export async function recordVend(db: Db, request: VendRequest, decision: VendDecision): Promise<{ row: VendRow; first: boolean }> {
  const meta: VendMeta = {
    kind: request.kind,
    customerId: request.customerId,
    customerMobile: request.customerMobile,
    paymentCode: request.paymentCode,
    ...(decision.status === 'failed' ? { reason: decision.reason } : {}),
    ...(decision.status !== 'failed' && decision.token !== undefined ? { token: decision.token } : {}),
    ...(decision.status === 'pending' ? { resolvesAt: decision.resolvesAt.toISOString() } : {}),
  };
  const [inserted] = await db.insert(sandboxTransactions)
    .values({
      id: vendId(request.reference),
      provider: BILLER_PROVIDER,
      reference: request.reference,
      amountKobo: ledgerAmount(request.amountKobo),
      status: decision.status,
      customerEmail: request.customerEmail,
      meta,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, first: true };
  const existing = await findVend(db, request.reference);
  if (!existing) throw new Error(`Sandbox biller could neither record nor find the vend of ${request.reference}.`);
  return { row: existing, first: false };
}

/** A pending vend whose time has come becomes a success, once (a concurrent settle finds it done). */
export async function settleVend(db: Db, row: VendRow, now: Date): Promise<VendRow> {
  const resolvesAt = metaOf(row).resolvesAt;
  if (row.status !== 'pending' || resolvesAt === undefined || Date.parse(resolvesAt) > now.getTime()) return row;
  const [settled] = await db.update(sandboxTransactions)
    .set({ status: 'success', updatedAt: sql`now()` })
    .where(and(eq(sandboxTransactions.id, row.id), eq(sandboxTransactions.status, 'pending')))
    .returning();
  return settled ?? (await findVend(db, row.reference)) ?? row;
}

/** What the books say about a vend, as the adapter answers it. */
export function outcomeOf(row: VendRow): VendOutcome {
  const meta = metaOf(row);
  switch (row.status) {
    case 'success': return { status: 'success', providerReference: row.id, ...(meta.token === undefined ? {} : { token: meta.token }) };
    case 'pending': return { status: 'pending', providerReference: row.id };
    default: return { status: 'failed', providerReference: row.id, reason: meta.reason ?? VEND_REFUSALS.declined };
  }
}
