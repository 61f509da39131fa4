import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '../../../contract/booking';
import type { DbHandle } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import { completeTransaction, newTransactionId } from '../../sandbox/payments/ledger';
import type { PaymentSettings } from '../../providers/payments/settings';
import { CHECKOUT_CASES, type ProviderCase } from '../../testing/payment-cases';
import {
  bookingStatus, createPendingBooking, instrumentedPaymentApp, openCheckoutElsewhere, openPaymentTest, pressCheckout, type Envelope,
  type TestApp, webhookRequest,
} from '../../testing/payment-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * A booking is paid once (issue 10, point 6): a payment that still arrives for a booking another
 * payment confirmed is recorded as a duplicate, refunded through its provider, and the traveller
 * is told so; the first payment's ticket stays confirmed.
 */

let handle: DbHandle;
let app: TestApp;
let settings: PaymentSettings;
/** Two card gateways the sandbox alone plays, in its own webhook shape: these are the payment service's rules, whatever the provider. */
const [card, otherCard] = ['opay', 'nomba'].map((name) => CHECKOUT_CASES.find((c) => c.provider === name)!) as [ProviderCase, ProviderCase];

beforeAll(async () => {
  ({ handle, app, settings } = await openPaymentTest());
});
afterAll(() => handle.close());

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`;
const paymentsOf = async (reference: string) => {
  const [b] = await handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  return handle.db.select().from(payments).where(eq(payments.bookingId, b!.id)).orderBy(payments.id);
};
const ledgerOf = (reference: string) => handle.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference)).orderBy(sandboxTransactions.createdAt);

/** A booking paid and confirmed by card in the app. */
async function paidByCard() {
  const booking = await createPendingBooking(handle.db, { seats: 2 });
  const init = await card.initialize(app, booking.reference);
  await pressCheckout(app, init.checkoutUrl, 'pay');
  expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
  return booking;
}

describe('a booking paid at two providers', () => {
  it('the second payment is refunded through its provider and the traveller is told so; the first ticket stays', async () => {
    const booking = await paidByCard();
    const ticket = (await card.confirm(app, booking.reference)).body.data as Ticket;

    // A Nomba checkout for the same booking, opened outside the app, is paid (its webhook arrives first).
    const page = await openCheckoutElsewhere(app, 'nomba', booking.reference);
    expect(page).toMatch(/^\/sandbox\/nomba\/checkout\/NMB_/);
    const back = await pressCheckout(app, `https://freely.example${page}`, 'pay');
    expect(back.location).toBe(`https://freely.example/nomba-pay?orderReference=${booking.reference}`);

    const expected = `Booking ${booking.reference} was already paid. Your second payment of ${naira(booking.totalKobo)} with Nomba has been refunded.`;
    for (let i = 0; i < 3; i++) {
      const answer = await otherCard.confirm(app, booking.reference);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'refund', shortDescription: expected, data: null });
    }
    const recorded = await paymentsOf(booking.reference);
    expect(recorded.map((p) => [p.provider, p.outcome, p.refundStatus])).toEqual([['opay', 'confirmed', null], ['nomba', 'duplicate', 'refunded']]);
    expect(recorded[1]!.refundedAt).toBeInstanceOf(Date);
    expect((await ledgerOf(booking.reference)).map((t) => [t.provider, t.status])).toEqual([['opay', 'paid'], ['nomba', 'refunded']]);

    // The first payment's ticket is untouched.
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    const again = await card.confirm(app, booking.reference);
    expect(again.body.code).toBe('1');
    expect(again.body.data).toEqual(ticket);

    // The ledger page shows the refund.
    const html = await (await app.request('/sandbox')).text();
    expect(html).toMatch(new RegExp(`Nomba</a></td><td>${booking.reference}</td><td>[^<]+</td><td>refunded</td>`));
    expect(html).toContain('Pay a booking at another provider');
  });

  it('two transactions at the same provider: each webhook verifies its own, the second is refunded', async () => {
    const booking = await paidByCard();
    const [first] = await ledgerOf(booking.reference);
    // The provider took the money a second time under another transaction id (a double charge).
    const second = newTransactionId('OPY');
    await handle.db.insert(sandboxTransactions).values({ id: second, provider: 'opay', reference: booking.reference, amountKobo: booking.totalKobo });
    await completeTransaction(handle.db, second, 'paid');
    const event = { id: `${second}:paid`, event: 'charge.success', data: { reference: booking.reference, providerReference: second, status: 'paid' } };
    const res = await app.request(sitePath(paymentCalls.webhook, { provider: 'opay' }), webhookRequest(settings.secrets.opay, event));
    expect(await res.json()).toMatchObject({ code: '1', shortDescription: 'processed', data: { outcome: 'duplicate' } });
    const recorded = await paymentsOf(booking.reference);
    expect(recorded.map((p) => [p.providerReference, p.outcome, p.refundStatus])).toEqual([[first!.id, 'confirmed', null], [second, 'duplicate', 'refunded']]);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
  });

  it('a refund the provider refuses is recorded failed, said plainly, and retried by the next confirmation', async () => {
    const booking = await paidByCard();
    const counted = instrumentedPaymentApp(handle.db, settings);
    const page = await openCheckoutElsewhere(app, 'nomba', booking.reference);
    await pressCheckout(app, `https://freely.example${page}`, 'pay', { skipWebhook: true });

    counted.control.failRefunds = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await otherCard.confirm(counted.app, booking.reference);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(refused.status).toBe(409);
    expect(refused.body.shortDescription).toBe(
      `Booking ${booking.reference} was already paid. Your second payment of ${naira(booking.totalKobo)} with Nomba could not be refunded automatically. Please contact support for a refund.`,
    );
    expect((await paymentsOf(booking.reference))[1]?.refundStatus).toBe('failed');
    expect((await ledgerOf(booking.reference))[1]?.status).toBe('paid');

    counted.control.failRefunds = false;
    const retried = await otherCard.confirm(counted.app, booking.reference);
    expect(retried.body.shortDescription).toMatch(/Your second payment of ₦[\d,]+ with Nomba has been refunded\.$/);
    expect((await paymentsOf(booking.reference))[1]?.refundStatus).toBe('refunded');
    expect((await ledgerOf(booking.reference))[1]?.status).toBe('refunded');
    // Asked twice (refused, then done); never again once refunded.
    await otherCard.confirm(counted.app, booking.reference);
    expect(counted.refunds).toHaveLength(2);
  });

  it('money the provider gave back that was never recorded confirms nothing', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference);
    await pressCheckout(app, init.checkoutUrl, 'pay', { skipWebhook: true });
    await handle.db.update(sandboxTransactions).set({ status: 'refunded' }).where(eq(sandboxTransactions.reference, booking.reference));
    const answer = await card.confirm(app, booking.reference);
    expect(answer.body.code).toBe('held');
    expect(await paymentsOf(booking.reference)).toEqual([]);
  });

  it('a replayed webhook of the refunded payment moves nothing', async () => {
    const booking = await paidByCard();
    const counted = instrumentedPaymentApp(handle.db, settings);
    const page = await openCheckoutElsewhere(app, 'budpay', booking.reference);
    await pressCheckout(app, `https://freely.example${page}`, 'pay', { skipWebhook: true });
    const [, tx] = await ledgerOf(booking.reference);
    const event = { id: `${tx!.id}:paid`, event: 'charge.success', data: { reference: booking.reference, providerReference: tx!.id, status: 'paid' } };
    const answers: Envelope[] = [];
    for (let i = 0; i < 5; i++) answers.push((await (await counted.app.request(sitePath(paymentCalls.webhook, { provider: 'budpay' }), webhookRequest(settings.secrets.budpay, event))).json()) as Envelope);
    expect(answers.map((a) => a.shortDescription)).toEqual(['processed', ...Array(4).fill('already processed')]);
    expect(counted.refunds).toEqual([{ provider: 'budpay', providerReference: tx!.id }]);
  });
});
