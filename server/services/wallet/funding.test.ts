import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as walletCalls from '../../../contract/calls/wallet';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import { walletFundings } from '../../db/schema-wallet';
import { sandboxTransactions } from '../../sandbox/schema';
import { pathOf, pressCheckout, providerWebhook, PUBLIC_URL, ofReference } from '../../testing/payment-kit';
import { burst, entriesOf, newWalletCustomer, onBothDatabasesWithWallet, openWallet, ownerOf, walletCall, walletRow, type WalletCustomer, type WalletTestApp } from '../../testing/wallet-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * Funding by card (issue 15): CreatePayment opens the card sandbox's checkout, which returns to
 * /profile?reference=…; VerifyPaystackRef asks the provider and credits once, however often it
 * (or the provider's webhook) arrives, also ten at once.
 */

type Created = { Reference: string; AuthorizationUrl: string; Amount: number };
type Verified = { Reference: string; PaymentStatus: string; Amount: number; AvailableBalance: number };

const createPayment = (t: WalletTestApp, c: WalletCustomer, amount: string) =>
  walletCall<Created>(t, walletCalls.createPayment, { token: c.token, form: { ...ownerOf(c), Amount: amount, FundingSource: '1' } });
const verify = (t: WalletTestApp, c: WalletCustomer, reference: string) =>
  walletCall<Verified>(t, walletCalls.verifyPaystackRef, { token: c.token, query: { paymentreference: reference } });
const fundingsOf = async (t: WalletTestApp, customerId: number) =>
  (await t.db.select({ n: count() }).from(walletFundings).where(eq(walletFundings.customerId, customerId)))[0]!.n;

onBothDatabasesWithWallet((name, t) => {
  it('opens a card checkout that returns to /profile?reference=…, and credits the wallet once it is paid', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c);
    const created = await createPayment(t, c, '2,500.50');
    expect(created.status).toBe(200);
    const { Reference, AuthorizationUrl, Amount } = created.body.Payload;
    expect(Reference).toMatch(/^WAL-[A-Z2-9]{12}$/);
    expect(Amount).toBe(2500.5);
    expect(AuthorizationUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/paystack/checkout/`));
    const [checkout] = await t.db.select().from(sandboxTransactions).where(ofReference(Reference));
    expect(checkout).toMatchObject({ amountKobo: 250_050, callbackUrl: `${PUBLIC_URL}/profile?reference=${Reference}`, customerEmail: c.email });

    // (No verification before paying: it is the return page's, and Paystack's unpaid checkout there is one the traveller left.)
    const back = await pressCheckout(t.app, AuthorizationUrl, 'pay', { skipWebhook: true });
    // Paystack adds its trxref and reference (the checkout's) after ours.
    expect(back.location).toBe(`${PUBLIC_URL}/profile?reference=${Reference}&trxref=${Reference}.1&reference=${Reference}.1`);

    const paid = await verify(t, c, Reference);
    expect(paid).toMatchObject({ status: 200, body: { Status: 200, Payload: { PaymentStatus: 'success', Amount: 2500.5, AvailableBalance: 2500.5 } } });
    expect(await verify(t, c, Reference)).toEqual(paid);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 250_050, ledgerKobo: 250_050, blockedKobo: 0 });
    const entries = await entriesOf(t.db, w.id);
    expect(entries.map((e) => [e.direction, e.amountKobo, e.balanceAfterKobo, e.reference, e.idempotencyKey])).toEqual([['credit', 250_050, 250_050, Reference, `funding:${Reference}`]]);
  });

  it('10 verifications of one paid funding at once credit it once', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c, { mainKobo: 1_000 });
    const { Reference, AuthorizationUrl } = (await createPayment(t, c, '5000')).body.Payload;
    await pressCheckout(t.app, AuthorizationUrl, 'pay', { skipWebhook: true });
    const answers = await burst(10, () => verify(t, c, Reference));
    expect(answers.map((a) => [a.status, a.body.Payload.PaymentStatus, a.body.Payload.AvailableBalance])).toEqual(Array.from({ length: 10 }, () => [200, 'success', 5010]));
    expect((await entriesOf(t.db, w.id)).filter((e) => e.reference === Reference)).toHaveLength(1);
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(501_000);
    console.info(`[${name}] 10 verifications at once: credited once`);
  });

  it("the provider's webhook credits the funding too, once, and the verification finds it done", async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c);
    const { Reference, AuthorizationUrl } = (await createPayment(t, c, '700')).body.Payload;
    // Paying sends the sandbox's signed webhook to the payment service.
    await pressCheckout(t.app, AuthorizationUrl, 'pay');
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(70_000);
    await pressCheckout(t.app, AuthorizationUrl, 'pay');
    expect(await verify(t, c, Reference)).toMatchObject({ status: 200, body: { Payload: { PaymentStatus: 'success', AvailableBalance: 700 } } });
    expect(await entriesOf(t.db, w.id)).toHaveLength(1);
    const [funding] = await t.db.select().from(walletFundings).where(eq(walletFundings.reference, Reference));
    expect(funding).toMatchObject({ status: 'success', amountKobo: 70_000 });
  });

  it('ten copies of the webhook at once credit once', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c);
    const { Reference, AuthorizationUrl } = (await createPayment(t, c, '1200')).body.Payload;
    await pressCheckout(t.app, AuthorizationUrl, 'pay', { skipWebhook: true });
    const [tx] = await t.db.select().from(sandboxTransactions).where(ofReference(Reference));
    // Paystack's charge.success, signed with its secret key.
    const webhook = () => providerWebhook(t.db, t.payments, tx!)!;
    const answers = await burst(10, async () => {
      const res = await t.app.request(sitePath(paymentCalls.webhook, { provider: 'paystack' }), webhook());
      return [res.status, ((await res.json()) as { data: unknown }).data];
    });
    expect(answers).toEqual(Array.from({ length: 10 }, () => [200, { outcome: 'success' }]));
    expect(await entriesOf(t.db, w.id)).toHaveLength(1);
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(120_000);
    const forged = await t.app.request(sitePath(paymentCalls.webhook, { provider: 'paystack' }), providerWebhook(t.db, t.payments, tx!, 'sk_test_notthesecret0123456789'));
    expect(forged.status).toBe(401);
  });

  it('a cancelled checkout is a failed funding and credits nothing', async () => {
    const c = await newWalletCustomer(t);
    const w = await openWallet(t, c);
    const { Reference, AuthorizationUrl } = (await createPayment(t, c, '900')).body.Payload;
    await pressCheckout(t.app, AuthorizationUrl, 'cancel');
    expect(await verify(t, c, Reference)).toMatchObject({ status: 200, body: { Payload: { PaymentStatus: 'failed', AvailableBalance: 0 } } });
    expect(await entriesOf(t.db, w.id)).toHaveLength(0);
  });

  it("refuses bad amounts, a wallet that does not exist and another customer's funding, changing nothing", async () => {
    const [a, b] = [await newWalletCustomer(t), await newWalletCustomer(t)];
    expect(await createPayment(t, a, '500')).toMatchObject({ status: 400, body: { Errors: [WALLET_MESSAGES.absent(a.email)] } });
    await openWallet(t, a);
    for (const [amount, message] of [
      ['-100', 'Enter an amount in naira, like 1500 or 1500.50.'], ['0', 'The amount must be at least ₦1.'], ['1e9', 'Enter an amount in naira, like 1500 or 1500.50.'],
      ['', 'Enter an amount in naira, like 1500 or 1500.50.'], ['abc', 'Enter an amount in naira, like 1500 or 1500.50.'], ['1000000.01', 'The amount must be at most ₦1,000,000.'],
    ] as const) {
      expect(await createPayment(t, a, amount), amount).toMatchObject({ status: 400, body: { Status: 400, Payload: null, Errors: [message] } });
    }
    expect(await fundingsOf(t, a.id)).toBe(0);

    await openWallet(t, b);
    const { Reference, AuthorizationUrl } = (await createPayment(t, b, '300')).body.Payload;
    await pressCheckout(t.app, AuthorizationUrl, 'pay', { skipWebhook: true });
    expect(await verify(t, a, Reference)).toMatchObject({ status: 404, body: { Errors: [WALLET_MESSAGES.unknownReference] } });
    expect((await verify(t, a, 'WAL-<script>')).status).toBe(400);
    expect((await walletRow(t.db, b.id)).availableKobo).toBe(0);
    expect((await walletRow(t.db, a.id)).availableKobo).toBe(0);
    expect((await verify(t, b, Reference)).body.Payload.AvailableBalance).toBe(300);
    expect(pathOf(AuthorizationUrl)).toMatch(/^\/sandbox\/paystack\/checkout\//);
  });
});
