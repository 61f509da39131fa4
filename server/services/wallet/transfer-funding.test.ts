import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as walletCalls from '../../../contract/calls/wallet';
import { TRANSFER_FUNDING_MINUTES, WALLET_MESSAGES, type TransferFunding } from '../../../contract/wallet';
import { walletFundings } from '../../db/schema-wallet';
import { sandboxTransactions } from '../../sandbox/schema';
import { webhookRequest } from '../../testing/payment-kit';
import { burst, entriesOf, newWalletCustomer, onBothDatabasesWithWallet, openWallet, ownerOf, walletCall, walletRow, type WalletCustomer, type WalletTestApp } from '../../testing/wallet-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * Funding by bank transfer (/wallet-woven-pay): CreateTransferPayment opens a one-use account at
 * the transfer sandbox; the traveller's bank sends the money (the sandbox's transfer page); the
 * provider's webhook or GetTransferPayment, however often and however many at once, credits once.
 */

const createTransfer = (t: WalletTestApp, c: WalletCustomer, amount: string) =>
  walletCall<TransferFunding>(t, walletCalls.createTransferPayment, { token: c.token, form: { ...ownerOf(c), Amount: amount } });
const transferOf = (t: WalletTestApp, c: WalletCustomer, reference: string) =>
  walletCall<TransferFunding>(t, walletCalls.getTransferPayment, { token: c.token, query: { Reference: reference } });
/** The traveller's bank sends the transfer (the sandbox page's Send transfer); `webhook=skip` keeps the provider quiet. */
const sendTransfer = (t: WalletTestApp, accountNumber: string, { skipWebhook = false } = {}) =>
  t.app.request(`/sandbox/azapay/transfer/${accountNumber}${skipWebhook ? '?webhook=skip' : ''}`, { method: 'POST' });

onBothDatabasesWithWallet((name, t) => {
  it('opens a one-use account for the amount, shows it again, and credits the wallet once the transfer arrives', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c, { mainKobo: 10_000 });
    const created = await createTransfer(t, c, '4,000');
    expect(created.status).toBe(200);
    const opened = created.body.Payload;
    expect(opened).toMatchObject({ PaymentStatus: 'pending', Amount: 4000, AvailableBalance: 100, BankName: 'Freely Sandbox Bank' });
    expect(opened.Reference).toMatch(/^WAL-[A-Z2-9]{12}$/);
    expect(opened.AccountNumber).toMatch(/^\d{10}$/);
    expect(opened.AccountName).toMatch(/^FREELY\//);
    const window = Date.parse(opened.ExpiresAt) - Date.now();
    expect(window).toBeGreaterThan((TRANSFER_FUNDING_MINUTES - 1) * 60_000);
    expect(window).toBeLessThanOrEqual(TRANSFER_FUNDING_MINUTES * 60_000);

    expect(await transferOf(t, c, opened.Reference)).toMatchObject({ status: 200, body: { Payload: opened } });
    expect((await sendTransfer(t, opened.AccountNumber, { skipWebhook: true })).status).toBe(303);
    const paid = await transferOf(t, c, opened.Reference);
    expect(paid).toMatchObject({ status: 200, body: { Payload: { ...opened, PaymentStatus: 'success', AvailableBalance: 4100 } } });
    expect(await transferOf(t, c, opened.Reference)).toEqual(paid);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 410_000, ledgerKobo: 410_000, blockedKobo: 0 });
    const credits = (await entriesOf(t.db, w.id)).filter((e) => e.reference === opened.Reference);
    expect(credits.map((e) => [e.direction, e.amountKobo, e.description, e.idempotencyKey])).toEqual([
      ['credit', 400_000, 'Wallet funding by bank transfer', `funding:${opened.Reference}`],
    ]);
  });

  it("the provider's webhook credits the transfer, once however often it comes, and ten look-ups at once find it done", async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c);
    const { Reference, AccountNumber } = (await createTransfer(t, c, '2500')).body.Payload;
    await sendTransfer(t, AccountNumber, { skipWebhook: true });
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, Reference));
    const event = { id: `${tx!.id}:paid`, event: 'transfer.received', data: { reference: Reference, providerReference: tx!.id, status: 'paid' } };
    const hooks = await burst(10, async () => {
      const res = await t.app.request(sitePath(paymentCalls.webhook, { provider: 'azapay' }), webhookRequest(t.payments.secrets.azapay, event));
      return [res.status, ((await res.json()) as { data: unknown }).data];
    });
    expect(hooks).toEqual(Array.from({ length: 10 }, () => [200, { outcome: 'success' }]));
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(250_000);
    const looks = await burst(10, () => transferOf(t, c, Reference));
    expect(looks.map((a) => [a.status, a.body.Payload.PaymentStatus, a.body.Payload.AvailableBalance])).toEqual(Array.from({ length: 10 }, () => [200, 'success', 2500]));
    expect(await entriesOf(t.db, w.id)).toHaveLength(1);
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(250_000);
    console.info(`[${name}] 10 webhooks and 10 look-ups of one transfer at once: credited once`);
  });

  it('an account that lapsed unpaid is a failed funding; the bank refuses a late transfer and nothing is credited', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c);
    const { Reference, AccountNumber } = (await createTransfer(t, c, '800')).body.Payload;
    // The sandbox bank keeps real time: the account is made to lapse by moving its expiry back.
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, Reference));
    await t.db.update(sandboxTransactions).set({ meta: { ...(tx!.meta as object), expiresAt: new Date(Date.now() - 1000).toISOString() } }).where(eq(sandboxTransactions.id, tx!.id));
    expect((await sendTransfer(t, AccountNumber)).status).toBe(410);
    expect(await transferOf(t, c, Reference)).toMatchObject({ status: 200, body: { Payload: { PaymentStatus: 'failed', AvailableBalance: 0 } } });
    expect(await entriesOf(t.db, w.id)).toHaveLength(0);
  });

  it("refuses bad amounts, a card funding's reference and another customer's transfer, changing nothing", async () => {
    const [a, b] = [await newWalletCustomer(t), await newWalletCustomer(t)];
    expect(await createTransfer(t, a, '500')).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.absent(a.email)] } });
    await openWallet(t, a);
    for (const [amount, message] of [
      ['-100', 'Enter an amount in naira, like 1500 or 1500.50.'], ['0', 'The amount must be at least ₦1.'], ['1000000.01', 'The amount must be at most ₦1,000,000.'],
    ] as const) {
      expect(await createTransfer(t, a, amount), amount).toMatchObject({ status: 400, body: { Status: 400, Payload: null, Errors: [message] } });
    }
    expect(await t.db.select().from(walletFundings).where(eq(walletFundings.customerId, a.id))).toHaveLength(0);

    await openWallet(t, b);
    const { Reference, AccountNumber } = (await createTransfer(t, b, '300')).body.Payload;
    await sendTransfer(t, AccountNumber, { skipWebhook: true });
    expect(await transferOf(t, a, Reference)).toMatchObject({ status: 404, body: { Errors: [WALLET_MESSAGES.unknownReference] } });
    expect((await transferOf(t, a, 'WAL-<script>')).status).toBe(400);
    expect((await walletRow(t.db, b.id)).availableKobo).toBe(0);

    const card = await walletCall<{ Reference: string }>(t, walletCalls.createPayment, { token: a.token, form: { ...ownerOf(a), Amount: '100', FundingSource: '1' } });
    expect(await transferOf(t, a, card.body.Payload.Reference)).toMatchObject({ status: 404, body: { Errors: [WALLET_MESSAGES.unknownReference] } });
    expect((await transferOf(t, b, Reference)).body.Payload).toMatchObject({ PaymentStatus: 'success', AvailableBalance: 300 });
  });
});
