import { randomBytes } from 'node:crypto';
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../schema';
import type { PaymentStatus, ProviderName, Verification } from '../../providers/payments/types';

/**
 * The sandbox providers' side of the world: one row per checkout (or timed account) in
 * sandbox_transactions, as a real provider would keep in its own books.
 */
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxMeta = {
  customerName?: string;
  phoneNumber?: string;
  /** Timed accounts only. */
  style?: 'named' | 'virtual';
  accountNo?: string;
  accountName?: string;
  bankName?: string;
  expiresAt?: string;
  /** Virtual accounts: the amounts the account accepts, and how many transfers. */
  minKobo?: number;
  maxKobo?: number;
  uses?: number;
  /** What actually arrived, when it differs from the amount asked. */
  receivedKobo?: number;
  /** When a transfer arrived (ISO). */
  paidAt?: string;
  /** A refunded transaction: what went back and when (ISO). */
  refundedKobo?: number;
  refundedAt?: string;
  /** A tester's hard case: this many refund requests are refused before one is accepted. */
  refuseRefunds?: number;
  /** A provider played in its own wire format (wire.ts): its own id of the transaction. */
  providerId?: string;
  /** The currency the customer paid in, when not naira (a tester's hard case). */
  currency?: string;
  /** Where the provider sends a customer who cancels (Paystack's metadata.cancel_action). */
  cancelAction?: string;
  /** What the merchant called the payment (Monnify's paymentDescription). */
  description?: string;
};

export const meta = (t: SandboxTransaction) => t.meta as SandboxMeta;

export const newTransactionId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').toUpperCase()}`;

export async function findTransaction(db: Db, id: string): Promise<SandboxTransaction | undefined> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id)).limit(1);
  return row;
}

/**
 * A condition on sandbox_transactions: the providers' transactions for one of our references,
 * Paystack's, Flutterwave's and Monnify's checkouts of it (REF.1, REF.2, …) included.
 */
export const ofReference = (reference: string) =>
  or(eq(sandboxTransactions.reference, reference), like(sandboxTransactions.reference, `${reference}.%`));

/** The provider's transactions for one of our references (or only the one with id `transaction`), newest first. */
export function transactionsOf(db: Db, provider: ProviderName, reference: string, transaction?: string): Promise<SandboxTransaction[]> {
  return db.select().from(sandboxTransactions)
    .where(and(
      eq(sandboxTransactions.provider, provider),
      eq(sandboxTransactions.reference, reference),
      transaction === undefined ? undefined : eq(sandboxTransactions.id, transaction),
    ))
    .orderBy(desc(sandboxTransactions.createdAt), desc(sandboxTransactions.id));
}

export const isExpired = (t: SandboxTransaction, now = new Date()) => {
  const at = meta(t).expiresAt;
  return at !== undefined && Date.parse(at) <= now.getTime();
};

/**
 * A tester's case: the provider will refuse the next `times` refunds of this transaction. Undefined: no such transaction.
 */
export async function refuseRefunds(db: Db, id: string, times: number): Promise<SandboxTransaction | undefined> {
  const [row] = await db.update(sandboxTransactions)
    .set({ meta: sql`${sandboxTransactions.meta} || ${JSON.stringify({ refuseRefunds: times })}::jsonb`, updatedAt: sql`now()` })
    .where(eq(sandboxTransactions.id, id))
    .returning();
  return row;
}

/**
 * Pay or cancel a pending transaction, once: a second attempt changes nothing and returns undefined.
 * 'processing': the card was charged but the bank has not settled it (verify says pending) until a
 * tester settles it with settleProcessing.
 * `paid`: what arrived (a transfer whose sender typed another amount) and when.
 */
export async function completeTransaction(
  db: Db, id: string, status: 'paid' | 'cancelled' | 'processing', paid?: { receivedKobo?: number; at: Date; currency?: string },
): Promise<SandboxTransaction | undefined> {
  const extra: SandboxMeta = paid
    ? { paidAt: paid.at.toISOString(), ...(paid.receivedKobo === undefined ? {} : { receivedKobo: paid.receivedKobo }), ...(paid.currency ? { currency: paid.currency } : {}) }
    : {};
  const [row] = await db.update(sandboxTransactions)
    .set({ status, updatedAt: sql`now()`, ...(paid ? { meta: sql`${sandboxTransactions.meta} || ${JSON.stringify(extra)}::jsonb` } : {}) })
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'pending')))
    .returning();
  return row;
}

/**
 * Gives back a paid transaction, once: it becomes 'refunded'. Refunding a refunded transaction
 * again is a success that moves nothing (a provider never refunds more than it took); anything
 * else (unknown, never paid, more than was collected) is refused with an error.
 */
export async function refundTransaction(db: Db, provider: ProviderName, id: string, amountKobo: number): Promise<SandboxTransaction> {
  // A tester asked this provider to refuse refunds of the transaction (a bank that says no, an outage).
  const [refused] = await db.update(sandboxTransactions)
    .set({ meta: sql`jsonb_set(${sandboxTransactions.meta}, '{refuseRefunds}', to_jsonb((${sandboxTransactions.meta}->>'refuseRefunds')::int - 1))` })
    .where(and(eq(sandboxTransactions.id, id), sql`coalesce((${sandboxTransactions.meta}->>'refuseRefunds')::int, 0) > 0`))
    .returning({ id: sandboxTransactions.id });
  if (refused) throw new Error(`Sandbox ${provider} refused to refund transaction ${id} (a tester's case).`);
  const [row] = await db.update(sandboxTransactions)
    .set({
      status: 'refunded',
      meta: sql`${sandboxTransactions.meta} || ${JSON.stringify({ refundedKobo: amountKobo, refundedAt: new Date().toISOString() })}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(
      eq(sandboxTransactions.id, id),
      eq(sandboxTransactions.provider, provider),
      eq(sandboxTransactions.status, 'paid'),
      sql`coalesce((${sandboxTransactions.meta}->>'receivedKobo')::int, ${sandboxTransactions.amountKobo}) >= ${amountKobo}`,
    ))
    .returning();
  if (row) return row;
  const existing = await findTransaction(db, id);
  if (existing?.provider === provider && existing.status === 'refunded') return existing;
  throw new Error(`Sandbox ${provider} cannot refund ${amountKobo} kobo of transaction ${id} (${existing?.status ?? 'unknown'}).`);
}

/**
 * A provider's answer for a reference: a paid transaction wins (one still held before one given
 * back), then a live one, then the latest.
 */
export function verdictOf(rows: SandboxTransaction[], now = new Date()): Verification | undefined {
  const paid = rows.find((t) => t.status === 'paid') ?? rows.find((t) => t.status === 'refunded');
  if (paid) {
    const { receivedKobo, paidAt } = meta(paid);
    const verdict: Verification = { status: 'paid', amountKobo: receivedKobo ?? paid.amountKobo, providerReference: paid.id, ...(paidAt ? { paidAt: new Date(paidAt) } : {}) };
    return paid.status === 'refunded' ? { ...verdict, refunded: true } : verdict;
  }
  // Taken from the card but not settled by the bank yet (a tester's 'bank says pending'): pending, as a provider says.
  const live = rows.find((t) => t.status === 'processing') ?? rows.find((t) => t.status === 'pending' && !isExpired(t, now));
  if (live) return { status: 'pending', amountKobo: live.amountKobo, providerReference: live.id };
  const latest = rows[0];
  if (!latest) return undefined;
  // A timed account that lapsed without a transfer is a failed payment.
  const status: PaymentStatus = latest.status === 'cancelled' ? 'cancelled' : 'failed';
  return { status, amountKobo: latest.amountKobo, providerReference: latest.id };
}

/** A 'processing' transaction settled by the bank at last: paid or failed, once. */
export async function settleProcessing(db: Db, id: string, status: 'paid' | 'failed'): Promise<SandboxTransaction | undefined> {
  const [row] = await db.update(sandboxTransactions)
    .set({ status, updatedAt: sql`now()`, ...(status === 'paid' ? { meta: sql`${sandboxTransactions.meta} || ${JSON.stringify({ paidAt: new Date().toISOString() })}::jsonb` } : {}) })
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'processing')))
    .returning();
  return row;
}

/**
 * Opens a transaction for a provider that, like Paystack, Flutterwave and Monnify, refuses a
 * reference it has ever been given: undefined when it already has `row.reference`. The partial
 * unique index decides a race between two openings of one reference.
 */
export async function openUniqueTransaction(db: Db, row: typeof sandboxTransactions.$inferInsert): Promise<SandboxTransaction | undefined> {
  if ((await transactionsOf(db, row.provider as ProviderName, row.reference)).length > 0) return undefined;
  const [opened] = await db.insert(sandboxTransactions).values(row).onConflictDoNothing().returning();
  return opened;
}

/** The provider's transaction whose meta has `key` = `value` (a provider's own id of it), if any. */
export async function transactionByMeta(db: Db, provider: ProviderName, key: string, value: string): Promise<SandboxTransaction | undefined> {
  const [row] = await db.select().from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.provider, provider), sql`${sandboxTransactions.meta}->>${key} = ${value}`))
    .limit(1);
  return row;
}

/** refundTransaction, answering why the provider refused (in its own words for its API), or undefined once given back. */
export async function refundRefusal(db: Db, provider: ProviderName, id: string, amountKobo: number): Promise<string | undefined> {
  try {
    await refundTransaction(db, provider, id, amountKobo);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : 'Refund refused';
  }
}
