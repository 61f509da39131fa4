import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import * as billsCalls from '../../../contract/calls/bills';
import { BILLS_MESSAGES, type BillOutcome } from '../../../contract/bills';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import { billPayments } from '../../db/schema-bills';
import type { Biller } from '../../providers/billers/types';
import type { CheckoutProvider } from '../../providers/payments/types';
import { pressCheckout, PUBLIC_URL } from '../../testing/payment-kit';
import { burst, entriesOf, walletRow } from '../../testing/wallet-kit';
import type { BillsContext } from './context';
import { payFromWallet } from './pay';
import { advance } from './settle';
import { VENDING_STALE_MS } from './vend';
import {
  billRowOf, billsCall, buyAirtime, customerWithWallet, itemOf, newReference, NUMBERS, onBothDatabasesWithBills, payAdvice, paymentStatusOf,
  PENDING_SECONDS, PIN, type BillsCustomer, type BillsTestApp,
} from '../../testing/bills-kit';

/*
 * What settles a purchase after its request (issue 16): a pending vend resolved by the background
 * check or the history, a crash between the debit and the biller's answer, and bursts: 200 identical
 * purchases at once debit and vend once; purchases on many references never take the wallet below zero.
 */

const history = (t: BillsTestApp, c: BillsCustomer) => billsCall<{ transactions: BillOutcome[] }>(t, billsCalls.transactionsByEmail, { token: c.bills, query: { email: c.email } });

onBothDatabasesWithBills((name, t) => {
  it('a pending vend (…9999) answers "processing"; the background check settles it once the biller has', async () => {
    const { c } = await customerWithWallet(t, 100_000);
    const reference = await newReference(t, c);
    const pending = await buyAirtime(t, c, reference, { phone: NUMBERS.phonePending, amount: '400' });
    expect(pending).toMatchObject({ status: 200, body: { description: BILLS_MESSAGES.processing, payload: { status: 'pending', settledAt: null, message: BILLS_MESSAGES.processing } } });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(60_000);

    await t.recheck();
    expect((await billRowOf(t.db, reference)).status).toBe('pending');
    t.advance(PENDING_SECONDS * 1000 + 1000);
    await t.recheck();
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'success', settledAt: expect.any(Date) });
    expect((await paymentStatusOf(t, c, reference)).body.payload).toMatchObject({ status: 'success', message: BILLS_MESSAGES.airtimeDone });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(60_000);
  });

  it('a pending electricity purchase shows how it ended in the history as soon as the biller knows', async () => {
    const { c } = await customerWithWallet(t, 1_000_000);
    const prepaid = await itemOf(t, c, 1103, 'Prepaid');
    const reference = await newReference(t, c);
    const pending = await payAdvice(t, c, reference, { customerId: NUMBERS.meterPending, paymentCode: prepaid.paymentCode, amount: 100_000 });
    expect(pending.body.payload).toMatchObject({ status: 'pending', token: null, total: 1100 });
    expect((await history(t, c)).body.payload.transactions.map((x) => [x.reference, x.status])).toEqual([[reference, 'pending']]);
    t.advance(PENDING_SECONDS * 1000 + 1000);
    expect((await history(t, c)).body.payload.transactions).toMatchObject([{ reference, status: 'success', token: expect.stringMatching(/^\d{20}$/), message: BILLS_MESSAGES.purchased }]);
  });

  it('a crash after the debit (left paid, or left vending) is vended by the background check once it is stale', async () => {
    const { c, wallet } = await customerWithWallet(t, 100_000);
    const topUp = await itemOf(t, c, 620, 'Airtime');
    // The debit and 'paid' as a request makes them, with no vend after (the process died there).
    const ctx: BillsContext = { db: t.db, now: () => new Date(t.clock.ms), biller: () => undefined, card: () => undefined, base: PUBLIC_URL };
    const crashed = async (reference: string) => payFromWallet(ctx, { customerId: c.id, email: c.email, phone: `+234${c.phone.slice(1)}`, sessionId: 'x' }, await billRowOf(t.db, reference), {
      kind: 'airtime', billerId: 620, billerName: 'MTN Nigeria', itemName: 'Airtime', paymentCode: topUp.paymentCode, customerRef: NUMBERS.phone, customerName: '',
      customerMobile: NUMBERS.phone, customerEmail: c.email, amountKobo: 10_000, feeKobo: 0,
    }, `airtime|MTN|${NUMBERS.phone}|10000|23`, PIN);
    const paid = await newReference(t, c);
    const vending = await newReference(t, c);
    expect((await crashed(paid)).status).toBe('paid');
    await crashed(vending);
    await t.db.update(billPayments).set({ status: 'vending' }).where(eq(billPayments.reference, vending));
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(80_000);

    await t.recheck();
    expect((await billRowOf(t.db, vending)).status).toBe('vending');
    expect((await paymentStatusOf(t, c, vending)).body.payload).toMatchObject({ status: 'pending', message: BILLS_MESSAGES.processing });
    t.advance(VENDING_STALE_MS + 1000);
    await t.recheck();
    expect(await billRowOf(t.db, paid)).toMatchObject({ status: 'success', billerReference: expect.any(String) });
    expect(await billRowOf(t.db, vending)).toMatchObject({ status: 'success', billerReference: expect.any(String) });
    // The same purchase sent by the app afterwards answers the outcome; nothing was debited twice.
    expect((await buyAirtime(t, c, paid, { amount: '100' })).body.payload).toMatchObject({ status: 'success' });
    expect((await entriesOf(t.db, wallet.id)).filter((e) => e.direction === 'debit')).toHaveLength(2);
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(80_000);
  });

  it('a card refund the provider refuses is tried again by the next check; the traveller hears "processing" until it is done', async () => {
    const { c } = await customerWithWallet(t, 0);
    const reference = await newReference(t, c);
    await t.db.update(billPayments).set({
      status: 'paid', purchaseKey: 'test', kind: 'tv', paymentCode: '48004', customerRef: NUMBERS.card, amountKobo: 1_900_000, feeKobo: 10_000, gateway: 5,
      provider: 'paystack', providerReference: 'PSK_TEST_1',
    }).where(eq(billPayments.reference, reference));
    // A biller that refuses every vend, and a card provider whose first refund fails.
    const biller = { vend: async () => ({ status: 'failed', reason: 'declined' }), status: async () => undefined } as unknown as Biller;
    const refunds: [string, number][] = [];
    const card = {
      name: 'paystack',
      refund: async (providerReference: string, amountKobo: number) => {
        refunds.push([providerReference, amountKobo]);
        if (refunds.length === 1) throw new Error('provider down (test)');
      },
    } as unknown as CheckoutProvider;
    const ctx: BillsContext = { db: t.db, now: () => new Date(t.clock.ms), biller: () => biller, card: () => card, base: PUBLIC_URL };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await advance(ctx, await billRowOf(t.db, reference))).status).toBe('vending');
      expect((await paymentStatusOf(t, c, reference)).body.payload).toMatchObject({ status: 'pending', refunded: false });
      t.advance(VENDING_STALE_MS + 1000);
      const done = await advance(ctx, await billRowOf(t.db, reference));
      expect(done).toMatchObject({ status: 'failed', refunded: true, failureMessage: BILLS_MESSAGES.cardRefunded });
      expect(refunds).toEqual([['PSK_TEST_1', 1_910_000], ['PSK_TEST_1', 1_910_000]]);
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });

  it('200 identical wallet purchases at once on one reference: one debit, one vend, one outcome', async () => {
    const { c, wallet } = await customerWithWallet(t, 100_000);
    const reference = await newReference(t, c);
    const started = performance.now();
    const answers = await burst(200, () => buyAirtime(t, c, reference, { amount: '150' }));
    const ms = Math.round(performance.now() - started);
    expect(answers.every((a) => a.status === 200 && a.body.payload.reference === reference)).toBe(true);
    expect(new Set(answers.map((a) => a.body.payload.status))).toSatisfy((statuses: Set<string>) => [...statuses].every((s) => s === 'success' || s === 'pending'));
    expect(answers.some((a) => a.body.payload.status === 'success')).toBe(true);
    const debits = (await entriesOf(t.db, wallet.id)).filter((e) => e.direction === 'debit');
    expect(debits.map((e) => [e.amountKobo, e.idempotencyKey])).toEqual([[15_000, `bill:${reference}`]]);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 85_000, failedPinAttempts: 0 });
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'success' });
    expect((await paymentStatusOf(t, c, reference)).body.payload).toMatchObject({ status: 'success' });
    console.info(`[${name}] 200 identical purchases at once: ${ms} ms, one debit`);
  }, 120_000);

  it('purchases on 30 references at once, more than the wallet holds: the balance never goes below zero', async () => {
    // Enough for 20 of the 30.
    const { c, wallet } = await customerWithWallet(t, 20 * 10_000);
    const references = await Promise.all(Array.from({ length: 30 }, () => newReference(t, c)));
    const answers = await burst(30, (i) => buyAirtime(t, c, references[i]!, { amount: '100' }));
    const bought = answers.filter((a) => a.status === 200);
    expect(bought).toHaveLength(20);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.description === WALLET_MESSAGES.lowBalance)).toBe(true);
    const debits = (await entriesOf(t.db, wallet.id)).filter((e) => e.direction === 'debit');
    expect(debits).toHaveLength(20);
    expect(debits.every((e) => e.balanceAfterKobo >= 0)).toBe(true);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 0, ledgerKobo: 0 });
    const refused = answers.flatMap((a, i) => (a.status === 400 ? [references[i]!] : []));
    for (const reference of refused) expect((await billRowOf(t.db, reference)).status).toBe('open');
  }, 120_000);

  it('10 result-page checks at once of one paid card vend it once', async () => {
    const { c } = await customerWithWallet(t, 0);
    const reference = await newReference(t, c);
    const opened = await buyAirtime(t, c, reference, { amount: '700', gateway: 5 });
    await pressCheckout(t.app, opened.body.payload.authorizationUrl!, 'pay', { skipWebhook: true });
    const answers = await burst(10, () => paymentStatusOf(t, c, reference));
    expect(answers.every((a) => a.status === 200 && ['success', 'pending'].includes(a.body.payload.status))).toBe(true);
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'success' });
  });
});
