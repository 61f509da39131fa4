import { asc, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/wallet';
import { lagosClock, lagosToday } from '../../../contract/dates';
import { koboToNaira, type WalletTransaction } from '../../../contract/wallet';
import type { CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { walletEntries } from '../../db/schema-wallet';
import { mount } from '../../http/mount';
import { walletOwner } from './owner';
import { requireWalletToken } from './wallet-token';
import { walletOf } from './wallets';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The wallet's ledger entries, newest first, a page of 20 at a time; HasMore when an older one exists. */
export async function walletTransactions(db: Db, walletId: number, page: number) {
  const rows = await db.select().from(walletEntries).where(eq(walletEntries.walletId, walletId))
    .orderBy(desc(walletEntries.id))
    .limit(TRANSACTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * TRANSACTIONS_PAGE_SIZE);
  const Items = rows.slice(0, TRANSACTIONS_PAGE_SIZE).map((e): WalletTransaction => ({
    Reference: e.reference,
    Type: e.direction === 'credit' ? 'Credit' : 'Debit',
    Wallet: e.balance,
    Amount: koboToNaira(e.amountKobo),
    Description: e.description,
    BalanceAfter: koboToNaira(e.balanceAfterKobo),
    CreatedAt: e.createdAt.toISOString(),
  }));
  return { Items, Page: page, HasMore: rows.length > TRANSACTIONS_PAGE_SIZE };
}

// ---- the statement as CSV ------------------------------------------------------------------------

export const STATEMENT_COLUMNS = ['Date and time (Lagos)', 'Description', 'Reference', 'Debit (NGN)', 'Credit (NGN)', 'Balance after (NGN)', 'Wallet'] as const;

/** Kobo as a plain number a spreadsheet adds up: 1500.00. */
const amount = (kobo: number) => (kobo / 100).toFixed(2);

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; text a spreadsheet
 * would run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
export function csvField(value: string, text = false): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The whole statement, oldest first: each entry's Lagos date and time, what it was, its reference,
 * the money out or in, and the balance it left in its own wallet (main or cashback). A BOM first,
 * so spreadsheets read it as UTF-8; CRLF between rows.
 */
export async function walletStatementCsv(db: Db, walletId: number): Promise<string> {
  const rows = await db.select().from(walletEntries).where(eq(walletEntries.walletId, walletId)).orderBy(asc(walletEntries.id));
  const lines = rows.map((e) => [
    `${lagosToday(e.createdAt)} ${lagosClock(e.createdAt)}`,
    csvField(e.description, true),
    csvField(e.reference, true),
    e.direction === 'debit' ? amount(e.amountKobo) : '',
    e.direction === 'credit' ? amount(e.amountKobo) : '',
    amount(e.balanceAfterKobo),
    e.balance === 'cashback' ? 'Cashback' : 'Main',
  ].join(','));
  return `\uFEFF${[STATEMENT_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** GET /api/WalletApi/GetStatement: the statement as a file to save, with the wallet token. */
export function statementRoutes(db: Db) {
  const app = new Hono();
  mount(app, calls.statement, requireWalletToken(db), async (c: Context<CustomerEnv>, { query }) => {
    const me = walletOwner(c, query);
    const csv = await walletStatementCsv(db, (await walletOf(db, me)).id);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="freely-wallet-statement-${lagosToday()}.csv"`);
    return c.body(csv, 200);
  });
  return app;
}
