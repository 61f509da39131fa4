import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as walletCalls from '../../../contract/calls/wallet';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { walletEntries } from '../../db/schema-wallet';
import { post } from './ledger';
import { newWalletCustomer, openWallet, ownerOf, walletTestApp, type WalletCustomer, type WalletTestApp } from '../../testing/wallet-kit';
import { csvField, STATEMENT_COLUMNS } from './transactions';

/** GET /api/WalletApi/GetStatement (issue 31): the whole ledger as a CSV file to save, the customer's own only. */

const opened = seededDatabase();
let t: WalletTestApp;
beforeAll(async () => {
  t = await walletTestApp(opened.db);
});

const statement = (c: WalletCustomer, owner = ownerOf(c)) =>
  t.app.request(`${sitePath(walletCalls.statement)}?${new URLSearchParams(owner)}`, { headers: { Authorization: `Bearer ${c.token}` } });

describe('the wallet statement', () => {
  it('lists every entry oldest first: Lagos time, description, reference, debit or credit, the balance after in its own wallet', async () => {
    const c = await newWalletCustomer(t);
    const wallet = await openWallet(t, c, { mainKobo: 1_000_000, cashbackKobo: 2_550 });
    await t.db.transaction((tx) => post(tx, wallet.id, { balance: 'main', direction: 'debit', amountKobo: 650_000, description: 'Seat booking FRE-ABCDEFGHJK', reference: 'FRE-ABCDEFGHJK', key: 'booking:FRE-ABCDEFGHJK' }));
    await t.db.transaction((tx) => post(tx, wallet.id, { balance: 'main', direction: 'credit', amountKobo: 100, description: '=HYPERLINK("x"), "quoted"', reference: '-1', key: 'odd' }));
    await t.db.update(walletEntries).set({ createdAt: sql`'2026-11-28T13:05:00Z'::timestamptz` });

    const res = await statement(c);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="freely-wallet-statement-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A UTF-8 byte order mark first, so spreadsheets read ₦ and names right (decoding drops it).
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      STATEMENT_COLUMNS.join(','),
      expect.stringMatching(/^2026-11-28 14:05,Test credit,test:main:\d+:[0-9a-f]+,,10000\.00,10000\.00,Main$/),
      expect.stringMatching(/^2026-11-28 14:05,Test credit,test:cashback:\d+:[0-9a-f]+,,25\.50,25\.50,Cashback$/),
      '2026-11-28 14:05,Seat booking FRE-ABCDEFGHJK,FRE-ABCDEFGHJK,6500.00,,3500.00,Main',
      `2026-11-28 14:05,"'=HYPERLINK(""x""), ""quoted""",'-1,,1.00,3501.00,Main`,
    ]);
  });

  it("is refused for another customer's wallet, without the wallet token, and before a wallet exists", async () => {
    const [ada, bola] = [await newWalletCustomer(t), await newWalletCustomer(t)];
    await openWallet(t, ada);
    const notMine = await statement(bola, ownerOf(ada));
    expect(notMine.status).toBe(403);
    expect(notMine.headers.get('content-type')).toMatch(/^application\/json/);
    const anonymous = await t.app.request(`${sitePath(walletCalls.statement)}?${new URLSearchParams(ownerOf(ada))}`);
    expect(anonymous.status).toBe(401);
    expect((await statement(bola)).status).toBe(400);
  });

  it('keeps text a spreadsheet would run as a formula as text, and quotes what needs it', () => {
    expect(['plain', '=1+1', '+234', '@me', 'a,b', 'say "hi"'].map((s) => csvField(s, true))).toEqual(['plain', "'=1+1", "'+234", "'@me", '"a,b"', '"say ""hi"""']);
    expect(csvField('-12.00')).toBe('-12.00');
  });
});
