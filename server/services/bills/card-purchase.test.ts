import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BILLS_MESSAGES, DATA_BILLER_IDS } from '../../../contract/bills';
import { sandboxTransactions } from '../../sandbox/schema';
import { pressCheckout, PUBLIC_URL } from '../../testing/payment-kit';
import { walletRow } from '../../testing/wallet-kit';
import { CARD_STALE_MS } from './recheck';
import { billRowOf, buyAirtime, buyData, itemOf, newBillsCustomer, newReference, NUMBERS, onBothDatabasesWithBills, payAdvice, paymentStatusOf } from '../../testing/bills-kit';

/*
 * Purchases paid by card (gateway 5, issue 16) through the payment service's card sandbox: the
 * checkout returns to /paybill-call-back?reference=…; PaymentStatus (or a replay) asks the
 * provider, then vends once; a cancelled checkout fails, a refused vend refunds the card, and a
 * traveller who never comes back is settled by the background check.
 */

const checkoutOf = async (t: { db: Parameters<typeof billRowOf>[0] }, reference: string) => {
  // Paystack is given the purchase's checkout reference (its first: .1).
  const [tx] = await t.db.select().from(sandboxTransactions).where(and(eq(sandboxTransactions.provider, 'paystack'), eq(sandboxTransactions.reference, `${reference}.1`)));
  return tx;
};

onBothDatabasesWithBills((_name, t) => {
  it('opens a card checkout for the total and vends once the provider says it was paid', async () => {
    const c = await newBillsCustomer(t);
    const bundle = await itemOf(t, c, DATA_BILLER_IDS.Airtel, 'Airtel 2GB - 30 Days');
    const reference = await newReference(t, c);
    const opened = await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.Airtel, paymentCode: bundle.paymentCode, amount: bundle.amountKobo, gateway: 5 });
    expect(opened).toMatchObject({
      status: 200,
      body: {
        description: BILLS_MESSAGES.awaitingCard,
        payload: { reference, kind: 'data', status: 'awaiting-payment', paymentGateway: 5, billerName: 'Airtel Nigeria', total: bundle.amountKobo / 100, authorizationUrl: expect.stringContaining(`${PUBLIC_URL}/sandbox/paystack/checkout/`) },
      },
    });
    const url = opened.body.payload.authorizationUrl!;
    expect(await checkoutOf(t, reference)).toMatchObject({ amountKobo: bundle.amountKobo, callbackUrl: `${PUBLIC_URL}/paybill-call-back?reference=${reference}`, customerEmail: c.email, status: 'pending' });

    // Before paying: replaying the purchase opens no second checkout. (The status call is the result
    // page's, the traveller back from Paystack: an unpaid checkout there is one they left, a failed payment.)
    expect((await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.Airtel, paymentCode: bundle.paymentCode, amount: bundle.amountKobo, gateway: 5 })).body.payload.authorizationUrl).toBe(url);

    const back = await pressCheckout(t.app, url, 'pay', { skipWebhook: true });
    // Paystack adds its trxref and reference (the checkout's) after ours.
    expect(back.location).toBe(`${PUBLIC_URL}/paybill-call-back?reference=${reference}&trxref=${reference}.1&reference=${reference}.1`);
    const paid = await paymentStatusOf(t, c, reference);
    expect(paid).toMatchObject({ status: 200, body: { description: BILLS_MESSAGES.purchased, payload: { status: 'success', refunded: false, authorizationUrl: null, settledAt: expect.any(String) } } });
    expect(await paymentStatusOf(t, c, reference)).toEqual(paid);
    expect(await buyData(t, c, reference, { billerId: DATA_BILLER_IDS.Airtel, paymentCode: bundle.paymentCode, amount: bundle.amountKobo, gateway: 5 })).toEqual(paid);
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'success', provider: 'paystack', gateway: 5, providerReference: expect.any(String), billerReference: expect.any(String) });
  });

  it("the provider's webhook for a bill changes nothing by itself; the result page then settles the payment", async () => {
    const c = await newBillsCustomer(t);
    const reference = await newReference(t, c);
    const opened = await buyAirtime(t, c, reference, { amount: '1000', gateway: 5 });
    // Paying sends the sandbox's signed webhook to the payment service, which knows no booking by this reference.
    await pressCheckout(t.app, opened.body.payload.authorizationUrl!, 'pay');
    expect((await paymentStatusOf(t, c, reference)).body.payload).toMatchObject({ status: 'success', message: BILLS_MESSAGES.airtimeDone, total: 1000 });
  });

  it('a cancelled checkout is a failed payment: nothing vended', async () => {
    const c = await newBillsCustomer(t);
    const reference = await newReference(t, c);
    const opened = await buyAirtime(t, c, reference, { amount: '500', gateway: 5 });
    await pressCheckout(t.app, opened.body.payload.authorizationUrl!, 'cancel', { skipWebhook: true });
    const failed = await paymentStatusOf(t, c, reference);
    expect(failed).toMatchObject({ status: 200, body: { description: BILLS_MESSAGES.failedPayment, payload: { status: 'failed', refunded: false, message: BILLS_MESSAGES.failedPayment } } });
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'failed', billerReference: null });
    expect(await buyAirtime(t, c, reference, { amount: '500', gateway: 5 })).toEqual(failed);
  });

  it('refunds the card when the biller refuses the vend (…8888)', async () => {
    const c = await newBillsCustomer(t);
    const compact = await itemOf(t, c, 480, 'Compact');
    // A smart card the biller knows, but whose vend it declines.
    const card = '7023458888';
    const reference = await newReference(t, c);
    const opened = await payAdvice(t, c, reference, { customerId: card, paymentCode: compact.paymentCode, amount: compact.amountKobo, gateway: 5 });
    expect(opened.body.payload).toMatchObject({ status: 'awaiting-payment', total: compact.amountKobo / 100 + 100 });
    await pressCheckout(t.app, opened.body.payload.authorizationUrl!, 'pay', { skipWebhook: true });
    const refunded = await paymentStatusOf(t, c, reference);
    expect(refunded).toMatchObject({ status: 200, body: { description: BILLS_MESSAGES.cardRefunded, payload: { status: 'failed', refunded: true, message: BILLS_MESSAGES.cardRefunded } } });
    const checkout = await checkoutOf(t, reference);
    expect(checkout).toMatchObject({ status: 'refunded', meta: expect.objectContaining({ refundedKobo: compact.amountKobo + 10_000 }) });
    expect(await paymentStatusOf(t, c, reference)).toEqual(refunded);
  });

  it('a card paid with another amount than the total is refunded and the purchase failed, nothing vended', async () => {
    const c = await newBillsCustomer(t);
    const reference = await newReference(t, c);
    const opened = await buyAirtime(t, c, reference, { amount: '800', gateway: 5 });
    // The provider collected less than it was asked for.
    await t.db.update(sandboxTransactions).set({ amountKobo: 50_000 }).where(and(eq(sandboxTransactions.provider, 'paystack'), eq(sandboxTransactions.reference, `${reference}.1`)));
    await pressCheckout(t.app, opened.body.payload.authorizationUrl!, 'pay', { skipWebhook: true });
    const failed = await paymentStatusOf(t, c, reference);
    expect(failed.body.payload).toMatchObject({ status: 'failed', refunded: true, message: BILLS_MESSAGES.failedPayment });
    expect(await checkoutOf(t, reference)).toMatchObject({ status: 'refunded', meta: expect.objectContaining({ refundedKobo: 50_000 }) });
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'failed', billerReference: null });
  });

  it('the background check settles a paid card whose traveller never came back, after five minutes', async () => {
    const c = await newBillsCustomer(t);
    const prepaid = await itemOf(t, c, 1102, 'Prepaid');
    const reference = await newReference(t, c);
    const opened = await payAdvice(t, c, reference, { customerId: NUMBERS.meter, paymentCode: prepaid.paymentCode, amount: 300_000, gateway: 5 });
    await pressCheckout(t.app, opened.body.payload.authorizationUrl!, 'pay', { skipWebhook: true });
    await t.recheck();
    expect((await billRowOf(t.db, reference)).status).toBe('awaiting-payment');
    t.advance(CARD_STALE_MS + 1000);
    await t.recheck();
    expect(await billRowOf(t.db, reference)).toMatchObject({ status: 'success', token: expect.stringMatching(/^\d{20}$/) });
    expect((await paymentStatusOf(t, c, reference)).body.payload).toMatchObject({ status: 'success', total: 3100 });
    // No wallet was ever involved.
    await expect(walletRow(t.db, c.id)).rejects.toThrow();
  });
});
