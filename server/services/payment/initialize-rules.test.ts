import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../contract/payment';
import { visibleGateways } from '../../../contract/payment';
import { MESSAGES } from '../../../contract/messages';
import type { DbHandle } from '../../db/client';
import { bookings } from '../../db/schema';
import { CHECKOUT_CASES } from '../../testing/payment-cases';
import { appFor, call, createPendingBooking, openPaymentTest, pressCheckout, type TestApp, send } from '../../testing/payment-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

let handle: DbHandle;
let app: TestApp;
const paystack = CHECKOUT_CASES[0]!;

beforeAll(async () => {
  ({ handle, app } = await openPaymentTest());
});
afterAll(() => handle.close());

describe('gateway list', () => {
  it('lists the checkout gateways with their ids and statuses', async () => {
    const { status, body } = await call<Gateway[]>(app, 'GET', `${sitePath(paymentCalls.gateways, { id: '1' })}?countryCode=NG`);
    expect(status).toBe(200);
    expect(body.code).toBe('1');
    expect(body.data.map((g) => [g.gatewayName, g.paymentWalletEnumId, g.status])).toEqual([
      ['Paystack', 5, true], ['Flutterwave', 8, true], ['BudPay', 25, true], ['Bank Transfer', 26, true], ['Nomba', 28, true],
      ['Buy Now Pay Later', 29, true], ['Monnify', 30, true], ['OPay', 31, true], ['Bank Transfer (Virtual Account)', 35, true], ['Wallet', 23, true], ['Wallet', 2, true], ['Cashback Wallet', 1, true],
      ['FirstBank USSD', 27, true], ['UnionBank', 32, true], ['Paystack USSD', 33, false],
    ]);
    // What a guest is offered once the client filters (spec 2 §9).
    expect(visibleGateways(body.data, { signedIn: false }).map((g) => g.paymentWalletEnumId)).toEqual([5, 8, 25, 26, 28, 29, 30, 31, 35]);
  });

  it('lists the hire gateways', async () => {
    const { body } = await call<Gateway[]>(app, 'GET', `${sitePath(paymentCalls.gateways, { id: '2' })}?countryCode=NG`);
    expect(body.data.map((g) => g.paymentWalletEnumId)).toEqual([5, 4, 34, 23]);
  });

  it('has none outside Nigeria and refuses a list that does not exist', async () => {
    expect((await call<Gateway[]>(app, 'GET', `${sitePath(paymentCalls.gateways, { id: '1' })}?countryCode=GH`)).body.data).toEqual([]);
    const bad = await call(app, 'GET', `${sitePath(paymentCalls.gateways, { id: '3' })}?countryCode=NG`);
    expect(bad.status).toBe(400);
    expect(bad.body.shortDescription).toMatch(/Gateway list/);
  });
});

describe('initialize refuses what cannot be paid', () => {
  it('an unknown reference: 404', async () => {
    const res = await paystack.initialize(app, 'FRE-ZZZZZZ');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: '404', shortDescription: 'No booking found with reference FRE-ZZZZZZ.', data: null });
  });

  it.each(CHECKOUT_CASES)('$label: an already-confirmed booking: 409', async (p) => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await p.initialize(app, booking.reference);
    await pressCheckout(app, init.checkoutUrl, 'pay');
    const again = await p.initialize(app, booking.reference);
    expect(again.status).toBe(409);
    expect(again.body.shortDescription).toBe(`Booking ${booking.reference} is already paid.`);
  });

  it('a cancelled booking: 409', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1, status: 2 });
    const res = await paystack.initialize(app, booking.reference);
    expect(res.status).toBe(409);
    expect(res.body.shortDescription).toBe(`Booking ${booking.reference} was cancelled. Please book again.`);
  });

  it('a booking whose hold has lapsed: 409', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await handle.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(bookings.reference, booking.reference));
    const res = await paystack.initialize(app, booking.reference);
    expect(res.status).toBe(409);
    expect(res.body.shortDescription).toBe(`Booking ${booking.reference} has expired and its seats were released. Please book again.`);
    const transfer = await call(app, 'POST', sitePath(paymentCalls.azapayAccount), {
      ref: booking.reference, customerEmail: 'ada@example.com', customerName: 'Ada Obi', customerPhone: '08012345678',
    });
    expect(transfer.status).toBe(409);
  });

  it('a body without the contract fields: 400 in plain words', async () => {
    // The reference is all the app sends now (the server knows the rest); without it, 400.
    const res = await call(app, 'POST', sitePath(paymentCalls.paystackInitialize), { email: 'ada@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe(MESSAGES.genericFailure);
    const badRef = await call(app, 'GET', '/api/payment/Payment/ProcessBudPayPayment/%3Cscript%3E');
    expect(badRef.status).toBe(400);
    expect(badRef.body.shortDescription).toMatch(/booking reference/);
  });
});

describe('with the sandbox off', () => {
  it('no provider can take money, and the sandbox pages are not served', async () => {
    const off = await appFor(handle.db, { sandbox: false });
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const res = await paystack.initialize(off, booking.reference);
    expect(res.status).toBe(503);
    expect(res.body.shortDescription).toBe('Paystack is not available at the moment. Please choose another payment method.');
    const page = await off.request('/sandbox');
    expect(await page.text()).not.toContain('Sandbox transactions');
    // The gateway list offers only what can take money: the wallets, none of the providers.
    const listed = (await send(off, paymentCalls.gateways, { params: { id: '1' } })).body.data as { gatewayName: string }[];
    expect(listed.map((g) => g.gatewayName)).toEqual(['Wallet', 'Wallet', 'Cashback Wallet', 'FirstBank USSD', 'UnionBank', 'Paystack USSD']);
  });

  it('callbacks fall back to the request origin without PUBLIC_URL', async () => {
    const local = await appFor(handle.db);
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const res = await paystack.initialize(local, booking.reference);
    expect(new URL(res.checkoutUrl).origin).toBe('http://localhost');
    const back = await pressCheckout(local, res.checkoutUrl, 'cancel');
    expect(back.location).toBe(`http://localhost/call-back?tx_ref=${booking.reference}`);
  });
});
