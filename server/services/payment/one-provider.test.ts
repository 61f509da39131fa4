import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '../../../contract/booking';
import type { DbHandle } from '../../db/client';
import { bookings } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import { CHECKOUT_CASES, type ProviderCase } from '../../testing/payment-cases';
import {
  appFor, bookingStatus, createPendingBooking, finishedWithoutWebhook, openPaymentTest, paymentCount, pressCheckout, send, type TestApp } from '../../testing/payment-kit';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * One provider per booking (issue 10, point 6): the first initialisation claims the booking for
 * its provider; another provider is refused while that payment is open or paid; the same provider
 * again reuses its one checkout. The first claim extends the hold, once.
 */

let handle: DbHandle;
let app: TestApp;
/** Two card gateways the sandbox alone plays: these are the payment service's rules, whatever the provider. */
const [card, otherCard] = ['opay', 'nomba'].map((name) => CHECKOUT_CASES.find((c) => c.provider === name)!) as [ProviderCase, ProviderCase];
const creditdirect = CHECKOUT_CASES.find((p) => p.provider === 'creditdirect')!;
const moniepoint = CHECKOUT_CASES.find((p) => p.provider === 'moniepoint')!;

beforeAll(async () => {
  ({ handle, app } = await openPaymentTest());
});
afterAll(() => handle.close());

const openAccount = (ref: string) =>
  send(app, paymentCalls.azapayAccount, { body: { ref, customerEmail: 'ada@example.com', customerName: 'Ada Obi', customerPhone: '08012345678' } });
const bookingRow = async (reference: string) => (await handle.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
const checkoutsOf = (reference: string) => handle.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
const startedWith = (reference: string, method: string) =>
  `Payment for booking ${reference} was started with ${method}. A booking is paid one way only: please complete it with ${method}, or cancel it there and book again.`;

describe('one provider per booking', () => {
  it('a second provider is refused with 409 naming the first; the first goes on and pays', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const first = await card.initialize(app, booking.reference);
    expect(first.status).toBe(200);
    for (const other of [otherCard, creditdirect, moniepoint]) {
      const refused = await other.initialize(app, booking.reference);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: '409', shortDescription: startedWith(booking.reference, 'OPay'), data: null });
    }
    const transfer = await openAccount(booking.reference);
    expect(transfer.status).toBe(409);
    expect(transfer.body.shortDescription).toBe(startedWith(booking.reference, 'OPay'));
    // Nothing was opened anywhere else; the booking is still OPay's.
    expect((await checkoutsOf(booking.reference)).map((t) => t.provider)).toEqual(['opay']);
    expect((await bookingRow(booking.reference)).paymentProvider).toBe('opay');

    await pressCheckout(app, first.checkoutUrl, 'pay');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    const afterPaid = await otherCard.initialize(app, booking.reference);
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body.shortDescription).toBe(`Booking ${booking.reference} is already paid.`);
  });

  it('the method is named as the traveller chose it: Buy Now Pay Later, Monnify, bank transfer', async () => {
    const a = await createPendingBooking(handle.db, { seats: 1 });
    expect((await creditdirect.initialize(app, a.reference)).status).toBe(200);
    expect((await moniepoint.initialize(app, a.reference)).body.shortDescription).toBe(startedWith(a.reference, 'Buy Now Pay Later'));
    const b = await createPendingBooking(handle.db, { seats: 1 });
    expect((await openAccount(b.reference)).status).toBe(200);
    expect((await card.initialize(app, b.reference)).body.shortDescription).toBe(
      `Payment for booking ${b.reference} was started by bank transfer. A booking is paid one way only: please send the transfer to the account you were given, or book again once that account has expired.`,
    );
  });

  it('the same provider again (a reload, a second tab) reuses its one checkout', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const urls = [];
    for (let i = 0; i < 3; i++) urls.push((await creditdirect.initialize(app, booking.reference)).checkoutUrl);
    expect(new Set(urls).size).toBe(1);
    expect(await checkoutsOf(booking.reference)).toHaveLength(1);
  });

  it('a provider that is not available claims nothing', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const off = await appFor(handle.db, { sandbox: false });
    expect((await card.initialize(off, booking.reference)).status).toBe(503);
    expect((await bookingRow(booking.reference)).paymentProvider).toBeNull();
    expect((await otherCard.initialize(app, booking.reference)).status).toBe(200);
  });

  it('cancelling at the provider keeps the seats held and lets any method pay', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference);
    await pressCheckout(app, init.checkoutUrl, 'cancel');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    const again = await otherCard.initialize(app, booking.reference);
    expect(again.status).toBe(200);
    // Now Nomba holds it: OPay is refused until that one is cancelled too.
    expect((await card.initialize(app, booking.reference)).status).toBe(409);
  });

  it('a cancel at a provider that does not hold the booking leaves it to the one that does', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await card.initialize(app, booking.reference);
    // A stale Nomba checkout for the same reference (from before the rule) is cancelled.
    await handle.db.insert(sandboxTransactions).values({ id: `NMB_STALE${booking.reference.slice(4)}`, provider: 'nomba', reference: booking.reference, amountKobo: booking.totalKobo, status: 'cancelled' });
    expect((await otherCard.confirm(app, booking.reference)).body.code).toBe('held');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    expect((await card.initialize(app, booking.reference)).status).toBe(200);
  });

  it('a payment the provider took while nobody confirmed it is settled on the next initialisation, not paid twice', async () => {
    // Paid, but the webhook was lost and the traveller never came back to the result page.
    const booking = await finishedWithoutWebhook(app, handle.db, card);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    const again = await card.initialize(app, booking.reference);
    expect(again.status).toBe(409);
    expect(again.body.shortDescription).toBe(`Booking ${booking.reference} is already paid.`);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    expect(await checkoutsOf(booking.reference)).toHaveLength(1);
  });
});

describe('the hold from the moment a payment starts', () => {
  const minutesLeft = async (reference: string) => ((await bookingRow(reference)).holdExpiresAt!.getTime() - Date.now()) / 60_000;

  it(`the first claim extends a short hold to ${BOOKING_HOLD_MINUTES} minutes from now, once`, async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1, holdMinutes: 10 });
    await card.initialize(app, booking.reference);
    const row = await bookingRow(booking.reference);
    expect(row.paymentStartedAt).not.toBeNull();
    expect(await minutesLeft(booking.reference)).toBeGreaterThan(BOOKING_HOLD_MINUTES - 0.5);
    expect(await minutesLeft(booking.reference)).toBeLessThanOrEqual(BOOKING_HOLD_MINUTES);

    // Later re-initialisations (even after the hold was shortened by hand) change nothing.
    const shorter = new Date(Date.now() + 5 * 60_000);
    await handle.db.update(bookings).set({ holdExpiresAt: shorter }).where(eq(bookings.reference, booking.reference));
    await card.initialize(app, booking.reference);
    const after = await bookingRow(booking.reference);
    expect(after.holdExpiresAt).toEqual(shorter);
    expect(after.paymentStartedAt).toEqual(row.paymentStartedAt);
  });

  it('never shortens a longer hold', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1, holdMinutes: 45 });
    const before = (await bookingRow(booking.reference)).holdExpiresAt;
    await openAccount(booking.reference);
    expect((await bookingRow(booking.reference)).holdExpiresAt).toEqual(before);
  });

  it('a lapsed hold is not revived: 409 and no claim', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await handle.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.reference, booking.reference));
    const res = await card.initialize(app, booking.reference);
    expect(res.status).toBe(409);
    const row = await bookingRow(booking.reference);
    expect(row.paymentProvider).toBeNull();
    expect(row.holdExpiresAt!.getTime()).toBeLessThan(Date.now());
  });
});
