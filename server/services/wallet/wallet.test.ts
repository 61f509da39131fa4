import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as walletCalls from '../../../contract/calls/wallet';
import { WALLET_MESSAGES, WALLET_TOKEN_TTL_SECONDS, type Wallet } from '../../../contract/wallet';
import { wallets } from '../../db/schema-wallet';
import { refreshTokens } from '../../db/schema-accounts';
import { credit, entriesOf, newWalletCustomer, openWallet, onBothDatabasesWithWallet, ownerOf, signInAgain, walletCall, walletRow, walletToken, type WalletTestApp } from '../../testing/wallet-kit';
import * as onboardingCalls from '../../../contract/calls/onboarding';

/*
 * The wallet's own calls (issue 15): the wallet token, CreateWallet, GetUserWallet and
 * GetTransactions, who may use them, and the wallet envelope for every answer, on PGlite and
 * PostgreSQL.
 */

const walletsOf = async (t: WalletTestApp, customerId: number) =>
  (await t.db.select({ n: count() }).from(wallets).where(eq(wallets.customerId, customerId)))[0]!.n;

onBothDatabasesWithWallet((_name, t) => {
  it('issues a wallet token only to a signed-in customer, and only that token opens the wallet', async () => {
    const c = await newWalletCustomer(t);
    const token = await t.app.request(sitePath(walletCalls.token), { method: 'POST', body: new URLSearchParams({ client_id: 'freely-web', grant_type: 'client_credentials' }), headers: { Authorization: `Bearer ${c.session}` } });
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ access_token: expect.any(String), expires_in: WALLET_TOKEN_TTL_SECONDS, token_type: 'Bearer' });

    const guest = await t.app.request(sitePath(walletCalls.token), { method: 'POST', body: new URLSearchParams({ client_id: 'freely-web', grant_type: 'client_credentials' }) });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ Status: 401, Payload: null, Errors: [expect.any(String)] });

    const wrongClient = await t.app.request(sitePath(walletCalls.token), { method: 'POST', body: new URLSearchParams({ client_id: 'someone', grant_type: 'client_credentials' }), headers: { Authorization: `Bearer ${c.session}` } });
    expect(wrongClient.status).toBe(400);
    expect(await wrongClient.json()).toMatchObject({ Status: 400, Errors: ['Unknown client.'] });

    // The session token is no wallet token, and the wallet token is no session token.
    const withSession = await walletCall(t, walletCalls.getUserWallet, { token: c.session, query: ownerOf(c) });
    expect(withSession).toMatchObject({ status: 401, body: { Status: 401, Errors: [WALLET_MESSAGES.tokenExpired] } });
    const me = await t.app.request(sitePath(onboardingCalls.me), { headers: { Authorization: `Bearer ${c.token}` } });
    expect(me.status).toBe(401);
  });

  it('refuses a forged, an expired and a signed-out wallet token with 401 in the wallet envelope', async () => {
    const c = await newWalletCustomer(t);
    await openWallet(t, c);
    const read = (token: string) => walletCall<Wallet>(t, walletCalls.getUserWallet, { token, query: ownerOf(c) });
    expect((await read(c.token)).status).toBe(200);

    const [head, body] = c.token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: String(c.id + 1) })).toString('base64url')}.${c.token.split('.')[2]}`;
    expect(await read(forged)).toMatchObject({ status: 401, body: { Status: 401, Payload: null, Errors: [WALLET_MESSAGES.tokenExpired] } });
    expect((await read('not-a-token')).status).toBe(401);
    expect((await walletCall(t, walletCalls.getUserWallet, { query: ownerOf(c) })).status).toBe(401);

    t.advance(WALLET_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await read(c.token)).toMatchObject({ status: 401, body: { Errors: [WALLET_MESSAGES.tokenExpired] } });

    // A fresh token works until the sign-in it was issued under ends.
    const fresh = await walletToken(t, await signInAgain(t.db, c.id));
    expect((await read(fresh)).status).toBe(200);
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.customerId, c.id));
    expect((await read(fresh)).status).toBe(401);
  });

  it('creates one wallet per customer and reads it back in naira, with both wallet records', async () => {
    const c = await newWalletCustomer(t);
    const absent = await walletCall(t, walletCalls.getUserWallet, { token: c.token, query: ownerOf(c) });
    expect(absent).toMatchObject({ status: 400, body: { Status: 400, Payload: null, Errors: [WALLET_MESSAGES.absent(c.email)] } });

    const created = await walletCall(t, walletCalls.createWallet, { token: c.token, form: { ...ownerOf(c), FirstName: 'Ada', LastName: 'Obi' } });
    expect(created).toMatchObject({ status: 200, body: { Status: 200, description: WALLET_MESSAGES.created, Errors: [] } });
    const again = await walletCall(t, walletCalls.createWallet, { token: c.token, form: { ...ownerOf(c), FirstName: 'Ada', LastName: 'Obi' } });
    expect(again).toMatchObject({ status: 409, body: { Status: 409, Errors: [WALLET_MESSAGES.exists] } });
    expect(await walletsOf(t, c.id)).toBe(1);

    await credit(t.db, c.id, 'main', 1_234_550);
    const row = await credit(t.db, c.id, 'cashback', 5_000);
    const read = await walletCall<Wallet>(t, walletCalls.getUserWallet, { token: c.token, query: ownerOf(c) });
    expect(read.status).toBe(200);
    expect(read.body.Payload).toEqual({
      Id: row.id, Email: c.email, PhoneNumber: c.phone, AvailableBalance: 12_345.5, BlockedBalance: 0, LedgerBalance: 12_345.5, HasPin: false, IsLocked: false,
      CashbackWallet: { Id: row.cashbackId, Email: c.email, AccountBalance: 50 },
    });
    expect(row.cashbackId).not.toBe(row.id);
  });

  it("refuses another customer's phone or e-mail with 403 and changes nothing", async () => {
    const [a, b] = [await newWalletCustomer(t), await newWalletCustomer(t)];
    await openWallet(t, b, { mainKobo: 100_000 });
    const before = await walletRow(t.db, b.id);
    for (const owner of [ownerOf(b), { ...ownerOf(a), PhoneNumber: b.phone }, { ...ownerOf(a), Email: b.email }]) {
      const create = await walletCall(t, walletCalls.createWallet, { token: a.token, form: { ...owner, FirstName: 'Ada', LastName: 'Obi' } });
      expect(create).toMatchObject({ status: 403, body: { Status: 403, Errors: [WALLET_MESSAGES.notYours] } });
      const read = await walletCall(t, walletCalls.getUserWallet, { token: a.token, query: owner });
      expect(read).toMatchObject({ status: 403, body: { Errors: [WALLET_MESSAGES.notYours] } });
      expect((await walletCall(t, walletCalls.transactions, { token: a.token, query: owner })).status).toBe(403);
    }
    expect(await walletsOf(t, a.id)).toBe(0);
    expect(await walletRow(t.db, b.id)).toEqual(before);
  });

  it('answers bad input with 400 in the wallet envelope and a plain sentence, and creates nothing', async () => {
    const c = await newWalletCustomer(t);
    const cases: [Record<string, string>, string][] = [
      [{ ...ownerOf(c), FirstName: 'Ada', LastName: '' }, 'Enter your last name.'],
      [{ ...ownerOf(c), FirstName: ' ', LastName: 'Obi' }, 'Enter your first name.'],
      [{ Email: c.email, FirstName: 'Ada', LastName: 'Obi' }, 'Error validating your request, Please try again!'],
      [{ ...ownerOf(c), PhoneNumber: '0803', FirstName: 'Ada', LastName: 'Obi' }, 'Phone No. should not be less than 11 characters'],
      [{ ...ownerOf(c), Email: 'not-an-email', FirstName: 'Ada', LastName: 'Obi' }, 'Please provide a valid email address'],
      [{ ...ownerOf(c), FirstName: 'A'.repeat(51), LastName: 'Obi' }, 'First name must be at most 50 characters.'],
    ];
    for (const [form, message] of cases) {
      const res = await walletCall(t, walletCalls.createWallet, { token: c.token, form });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Status: 400, Payload: null });
      expect(res.body.Errors[0]).toContain(message);
    }
    const json = await t.app.request(sitePath(walletCalls.createWallet), { method: 'POST', body: '{"PhoneNumber":', headers: { 'content-type': 'application/json', Authorization: `Bearer ${c.token}` } });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ Status: 400, Errors: [expect.any(String)] });
    expect(await walletsOf(t, c.id)).toBe(0);
  });

  it('lists the transactions newest first, 20 a page, with HasMore', async () => {
    const c = await newWalletCustomer(t);
    const wallet = await openWallet(t, c);
    for (let i = 1; i <= 23; i++) await credit(t.db, c.id, 'main', i * 100);
    type Page = { Items: { Amount: number; Type: string; Wallet: string; BalanceAfter: number }[]; Page: number; HasMore: boolean };
    const first = await walletCall<Page>(t, walletCalls.transactions, { token: c.token, query: ownerOf(c) });
    expect(first.status).toBe(200);
    expect(first.body.Payload.Items).toHaveLength(20);
    expect(first.body.Payload.Items[0]).toMatchObject({ Amount: 23, Type: 'Credit', Wallet: 'main', BalanceAfter: 276 });
    expect(first.body.Payload).toMatchObject({ Page: 1, HasMore: true });
    const second = await walletCall<Page>(t, walletCalls.transactions, { token: c.token, query: { ...ownerOf(c), page: '2' } });
    expect(second.body.Payload.Items.map((e) => e.Amount)).toEqual([3, 2, 1]);
    expect(second.body.Payload).toMatchObject({ Page: 2, HasMore: false });
    expect(await entriesOf(t.db, wallet.id)).toHaveLength(23);
    const bad = await walletCall(t, walletCalls.transactions, { token: c.token, query: { ...ownerOf(c), page: '0' } });
    expect(bad).toMatchObject({ status: 400, body: { Status: 400, Errors: ['page starts at 1.'] } });
  });

  it('answers an unknown wallet call 404 in the wallet envelope', async () => {
    const res = await t.app.request('/api/wallet/api/WalletApi/Nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ Status: 404, Payload: null, Errors: [expect.stringMatching(/wallet service/)] });
  });
});
