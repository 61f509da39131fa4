import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../contract/booking';
import { CONFIRM_OUTCOME } from '../../../contract/payment';
import type { DbHandle } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import { CHECKOUT_CASES } from '../../testing/payment-cases';
import {
  bookingStatus, createPendingBooking, finishedWithoutWebhook, openPaymentTest, pathOf, paymentCount, pressCheckout, PUBLIC_URL, type TestApp,
} from '../../testing/payment-kit';

let handle: DbHandle;
let app: TestApp;

beforeAll(async () => {
  ({ handle, app } = await openPaymentTest());
});
afterAll(() => handle.close());

describe.each(CHECKOUT_CASES)('$label', (p) => {
  it('initialize → sandbox page → Pay → documented callback → confirm gives the ticket', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 2 });
    const init = await p.initialize(app, booking.reference);
    expect(init.status).toBe(200);
    expect(init.body.code).toBe('1');
    const checkout = new URL(init.checkoutUrl);
    expect(checkout.origin).toBe(PUBLIC_URL);
    expect(checkout.pathname).toMatch(new RegExp(`^/sandbox/${p.provider}/checkout/[A-Z]{3,4}_[0-9A-F]{16}$`));
    expect(checkout.searchParams.get('mode')).toBe(p.widget ? 'widget' : null);

    // The provider is asked for the booking's own total in kobo, whatever the client sent.
    const [tx] = await handle.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, p.wire ? `${booking.reference}.1` : booking.reference));
    expect(tx?.amountKobo).toBe(booking.totalKobo);
    expect(tx?.callbackUrl).toBe(`${PUBLIC_URL}${p.callbackPath}?${p.param}=${booking.reference}`);

    const page = await app.request(pathOf(init.checkoutUrl));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(p.label);
    expect(html).toContain('Freely');
    expect(html).toContain(booking.reference);
    expect(html).toContain(`₦${(booking.totalKobo / 100).toLocaleString('en-NG')}`);
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/<form method="post" action="[^"]+\/pay" target="_top">/);

    const paid = await pressCheckout(app, init.checkoutUrl, 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.location);
    expect(back.origin).toBe(PUBLIC_URL);
    expect(back.pathname).toBe(p.callbackPath);
    expect(back.searchParams.get(p.param)).toBe(booking.reference);

    const confirmed = await p.confirm(app, booking.reference);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.code).toBe('1');
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    const ticket = confirmed.body.data as Ticket;
    expect(ticket.bookingReference).toBe(booking.reference);
    expect(ticket.bookingStatus).toBe(1);
    expect(ticket.outbound.passengers.map((x) => x.seatNumber)).toEqual(booking.seats);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
  });

  it('Cancel → the same callback → the seats stay held and another method may pay (a cancelled payment is not a cancelled booking)', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await p.initialize(app, booking.reference);
    const cancelled = await pressCheckout(app, init.checkoutUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    // Back to the callback, ours first (a provider in its wire format adds its own parameters after).
    const back = new URL(cancelled.location);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}${p.callbackPath}`);
    expect(back.searchParams.get(p.param)).toBe(booking.reference);
    const answer = await p.confirm(app, booking.reference);
    expect(answer.body).toMatchObject({ code: CONFIRM_OUTCOME.stillHeld.code, data: { reference: booking.reference } });
    expect(answer.body.shortDescription).toMatch(new RegExp(`^Your payment with .+ was not completed\\. Booking ${booking.reference} is still held for you until \\d\\d:\\d\\d: choose another payment method\\.$`));
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    expect(await paymentCount(handle.db, booking.reference)).toBe(0);
    // Another provider may now take it (the claim was let go); paying there confirms it.
    const other = CHECKOUT_CASES.find((c) => c.provider !== p.provider)!;
    const again = await other.initialize(app, booking.reference);
    expect((await pressCheckout(app, again.checkoutUrl, 'pay')).status).toBe(303);
    expect((await other.confirm(app, booking.reference)).body.code).toBe('1');
  });

  it('Cancel once the hold has lapsed → code 2, the booking is cancelled', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await p.initialize(app, booking.reference);
    await handle.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.reference, booking.reference));
    await pressCheckout(app, init.checkoutUrl, 'cancel');
    const answer = await p.confirm(app, booking.reference);
    expect(answer.body).toEqual({ code: '2', shortDescription: 'Your Booking was Cancelled!!!', data: null });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(2);
  });

  it('confirm before paying answers code 0 and changes nothing', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await p.initialize(app, booking.reference);
    const answer = await p.confirm(app, booking.reference);
    if (p.provider === 'paystack') {
      // Paystack says 'abandoned' of a checkout not paid: a traveller back without paying left it, free for another method.
      expect(answer.body.code).toBe(CONFIRM_OUTCOME.stillHeld.code);
      return;
    }
    expect(answer.body).toEqual({ code: '0', shortDescription: 'Payment not completed yet.', data: null });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
  });
});

describe('confirm outcomes', () => {
  /** A card gateway the sandbox alone plays: these are the payment service's rules, whatever the provider. */
  const card = CHECKOUT_CASES.find((c) => c.provider === 'opay')!;

  it('a payment the provider marks failed leaves the seats held for another method; after the hold, code 6 Failed Booking', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await card.initialize(app, booking.reference);
    await handle.db.update(sandboxTransactions).set({ status: 'failed' }).where(eq(sandboxTransactions.reference, booking.reference));
    expect((await card.confirm(app, booking.reference)).body.code).toBe(CONFIRM_OUTCOME.stillHeld.code);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    await handle.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.reference, booking.reference));
    const answer = await card.confirm(app, booking.reference);
    expect(answer.body).toEqual({ code: '6', shortDescription: 'Failed Booking', data: null });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(6);
  });

  it('confirm settles alone when the webhook never came', async () => {
    const booking = await finishedWithoutWebhook(app, handle.db, card);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    expect((await card.confirm(app, booking.reference)).body.code).toBe('1');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
  });

  const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`;
  const ledgerStatus = async (reference: string) =>
    (await handle.db.select({ status: sandboxTransactions.status }).from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference)))[0]?.status;

  it('money that no longer matches the booking is a 409, never a confirmation, and is refunded', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference);
    await handle.db.update(sandboxTransactions).set({ amountKobo: booking.totalKobo - 100 }).where(eq(sandboxTransactions.reference, booking.reference));
    await pressCheckout(app, init.checkoutUrl, 'pay');
    const answer = await card.confirm(app, booking.reference);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'refund',
      shortDescription: `OPay collected an amount that does not match booking ${booking.reference}. Your payment of ${naira(booking.totalKobo - 100)} with OPay has been refunded.`,
      data: null,
    });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    expect(await ledgerStatus(booking.reference)).toBe('refunded');
  });

  it('a payment arriving after its seats went to someone else is a 409 saying it was refunded', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 2 });
    const init = await card.initialize(app, booking.reference);
    await handle.db.delete(bookingSeats).where(and(eq(bookingSeats.tripId, booking.tripId), eq(bookingSeats.seatNumber, 2)));
    await pressCheckout(app, init.checkoutUrl, 'pay');
    const answer = await card.confirm(app, booking.reference);
    expect(answer.status).toBe(409);
    expect(answer.body.shortDescription).toBe(
      `The seats of booking ${booking.reference} were released before the payment arrived. Your payment of ${naira(booking.totalKobo)} with OPay has been refunded.`,
    );
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    expect(await ledgerStatus(booking.reference)).toBe('refunded');
  });

  it('a payment for a booking closed before it arrived is refunded', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference);
    await handle.db.update(bookings).set({ status: 2 }).where(eq(bookings.reference, booking.reference));
    await pressCheckout(app, init.checkoutUrl, 'pay');
    const answer = await card.confirm(app, booking.reference);
    expect(answer.status).toBe(409);
    expect(answer.body.shortDescription).toBe(
      `Booking ${booking.reference} was closed before the payment arrived. Your payment of ${naira(booking.totalKobo)} with OPay has been refunded.`,
    );
    expect(await bookingStatus(handle.db, booking.reference)).toBe(2);
  });

  it('a reference typed in lower case finds the same booking and payment', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference.toLowerCase());
    expect(init.status).toBe(200);
    await pressCheckout(app, init.checkoutUrl, 'pay', { skipWebhook: true });
    const answer = await card.confirm(app, booking.reference.toLowerCase());
    expect(answer.body.code).toBe('1');
    expect((answer.body.data as Ticket).bookingReference).toBe(booking.reference);
  });

  it('a booking paid with another provider is unknown to this one', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await card.initialize(app, booking.reference);
    const answer = await CHECKOUT_CASES[1]!.confirm(app, booking.reference);
    expect(answer.status).toBe(404);
    expect(answer.body.shortDescription).toBe(`No Flutterwave payment was started for booking ${booking.reference}.`);
  });

  it('an unknown reference is a 404 envelope', async () => {
    const answer = await card.confirm(app, 'FRE-ZZZZZZ');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: '404', shortDescription: 'No booking found with reference FRE-ZZZZZZ.', data: null });
  });

  it('opening the payment page twice is one checkout', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const first = await card.initialize(app, booking.reference);
    const second = await card.initialize(app, booking.reference);
    expect(second.checkoutUrl).toBe(first.checkoutUrl);
  });
});
