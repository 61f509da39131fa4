import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { CHECKOUT_CASES } from '../testing/payment-cases';
import { createPendingBooking, openPaymentTest, pathOf, pressCheckout, type TestApp, send } from '../testing/payment-kit';
import { refundTransaction } from './payments/ledger';
import { naira } from '../money';
import * as paymentCalls from '../../contract/calls/payment';

let handle: DbHandle;
let app: TestApp;
const [paystack, flutterwave] = CHECKOUT_CASES as [(typeof CHECKOUT_CASES)[0], (typeof CHECKOUT_CASES)[0]];

beforeAll(async () => {
  ({ handle, app } = await openPaymentTest());
});
afterAll(() => handle.close());

describe('sandbox pages', () => {
  it('formats naira with thousands separators', () => {
    expect(naira(1_250_000)).toBe('₦12,500');
    expect(naira(123_456_789)).toBe('₦1,234,567.89');
  });

  it('a checkout page is small, branded, works without JS, and targets the top window', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 3 });
    const { checkoutUrl } = await paystack.initialize(app, booking.reference);
    const res = await app.request(pathOf(checkoutUrl));
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.length).toBeLessThan(6000);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<strong>Paystack</strong>');
    expect(html).toContain('<dt>Merchant</dt><dd>Freely</dd>');
    expect(html).toContain(naira(booking.totalKobo));
    // Pay and Cancel, and the three tester's cases: each answer replaces the app, never the overlay's frame.
    expect(html.match(/target="_top"/g)).toHaveLength(5);
    expect(html.match(/<form /g)).toHaveLength(5);
    expect(html).toContain('<body class="">');
  });

  it('a widget page says so, for the overlay', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { checkoutUrl } = await flutterwave.initialize(app, booking.reference);
    const html = await (await app.request(pathOf(checkoutUrl))).text();
    expect(html).toContain('<body class="widget">');
    expect(html).toContain('<strong>Flutterwave</strong>');
  });

  it('escapes what travellers typed', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1, customerName: '<img src=x onerror=alert(1)>' });
    const { body } = await send(app, paymentCalls.azapayAccount, { body: { ref: booking.reference, customerEmail: 'ada@example.com', customerName: 'x', customerPhone: '08012345678' }, headers: { 'x-sandbox-account-style': 'virtual' } });
    expect(body.data.kind).toBe('virtual');
    const html = await (await app.request(`/sandbox/azapay/transfer/${body.data.kind === 'virtual' ? body.data.vnuban : ''}`)).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;IMG SRC=X ONERROR=ALERT(1)&gt;');
  });

  it('after payment the page offers the way back instead of the buttons', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { checkoutUrl } = await paystack.initialize(app, booking.reference);
    const { location } = await pressCheckout(app, checkoutUrl, 'pay');
    // Paystack's way back: our callback, then its trxref and reference (the checkout's).
    expect(location).toBe(`https://freely.example/call-back?tx_ref=${booking.reference}&trxref=${booking.reference}.1&reference=${booking.reference}.1`);
    const html = await (await app.request(pathOf(checkoutUrl))).text();
    expect(html).toContain('already paid');
    expect(html).not.toMatch(/>Pay</);
    expect(html).toContain(`href="${location.replaceAll('&', '&amp;')}"`);
    // Pressing Pay again only sends the traveller back.
    expect((await pressCheckout(app, checkoutUrl, 'pay')).location).toBe(location);
  });

  it('unknown checkouts and accounts are 404 pages, and a checkout is only found under its provider', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { checkoutUrl } = await paystack.initialize(app, booking.reference);
    const wrongProvider = pathOf(checkoutUrl).replace('/paystack/', '/opay/');
    expect((await app.request(wrongProvider)).status).toBe(404);
    expect((await app.request(`${new URL(checkoutUrl).pathname.replace('/paystack/', '/opay/')}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await app.request('/sandbox/paystack/checkout/PSK_NOPE')).status).toBe(404);
    expect((await app.request('/sandbox/azapay/transfer/0000000000')).status).toBe(404);
    expect((await app.request('/sandbox/azapay/transfer/not-a-number', { method: 'POST' })).status).toBe(404);
  });

  it('opens a checkout for a reference at another provider, outside the app, and refuses what it cannot open', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await paystack.initialize(app, booking.reference);
    const form = (fields: Record<string, string>) => app.request('/sandbox/checkouts', { method: 'POST', body: new URLSearchParams(fields) });
    const opened = await form({ provider: 'opay', reference: booking.reference.toLowerCase() });
    expect(opened.status).toBe(303);
    const page = opened.headers.get('location') ?? '';
    expect(page).toMatch(/^\/sandbox\/opay\/checkout\/OPY_[0-9A-F]{16}$/);
    const html = await (await app.request(page)).text();
    expect(html).toContain(naira(booking.totalKobo));
    expect(html).toContain(booking.reference);
    // Asking again while it is open is the same checkout (one open checkout per reference).
    expect((await form({ provider: 'opay', reference: booking.reference })).headers.get('location')).toBe(page);
    expect((await form({ provider: 'opay', reference: 'FRE-NOBODY' })).status).toBe(404);
    expect((await form({ provider: 'azapay', reference: booking.reference })).status).toBe(400);
    expect((await form({ reference: '<script>' })).status).toBe(400);
  });

  it('a refund gives back a paid transaction once, and refuses an unpaid one or more than was taken', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { checkoutUrl } = await paystack.initialize(app, booking.reference);
    const id = new URL(checkoutUrl).pathname.split('/').pop()!;
    await expect(refundTransaction(handle.db, 'paystack', id, booking.totalKobo)).rejects.toThrow(/cannot refund/);
    await pressCheckout(app, checkoutUrl, 'pay', { skipWebhook: true });
    await expect(refundTransaction(handle.db, 'paystack', id, booking.totalKobo + 1)).rejects.toThrow(/cannot refund/);
    await expect(refundTransaction(handle.db, 'opay', id, booking.totalKobo)).rejects.toThrow(/cannot refund/);
    const refunded = await refundTransaction(handle.db, 'paystack', id, booking.totalKobo);
    expect(refunded.status).toBe('refunded');
    expect(refunded.meta).toMatchObject({ refundedKobo: booking.totalKobo, refundedAt: expect.any(String) });
    // Again: nothing more moves, and it is not an error.
    expect((await refundTransaction(handle.db, 'paystack', id, booking.totalKobo)).updatedAt).toEqual(refunded.updatedAt);
    expect(await (await app.request(pathOf(checkoutUrl))).text()).toContain('This payment is refunded.');
  });

  it('lists the latest sandbox transactions for developers', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await paystack.initialize(app, booking.reference);
    const html = await (await app.request('/sandbox')).text();
    expect(html).toContain('Sandbox transactions');
    expect(html).toContain(booking.reference);
    expect(html).toMatch(/href="\/sandbox\/paystack\/checkout\/PSK_[0-9A-F]+"/);
  });
});
