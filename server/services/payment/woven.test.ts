import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import type { WovenAccount } from '../../../contract/woven';
import type { DbHandle } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { virtualAccounts } from '../../db/schema-woven';
import { sandboxTransactions } from '../../sandbox/schema';
import { sandboxVirtualAccountProvider } from '../../sandbox/payments/transfer';
import { CHECKOUT_CASES } from '../../testing/payment-cases';
import { bookingStatus, call, createPendingBooking, openPaymentTest, paymentCount, PUBLIC_URL, ROOMY_PAYMENT_ENV, type TestApp, send } from '../../testing/payment-kit';
import { sweepVirtualAccounts } from './woven';
import { Hono } from 'hono';
import { RuleError, sendFail } from '../../http/respond';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { sandboxProviders } from '../../sandbox/payments/providers';
import { paymentApp } from './app';
import * as devCalls from '../../../contract/calls/dev';

let handle: DbHandle;
let app: TestApp;

beforeAll(async () => {
  ({ handle, app } = await openPaymentTest());
});
afterAll(() => handle.close());

const ACCOUNT = sitePath(paymentCalls.wovenAccount);
const status = (ref: string) => send(app, paymentCalls.wovenConfirm, { params: { ref } });
/** The app's call, with what a client might try to smuggle in: amounts, an expiry, a callback. All ignored. */
const openAccount = (ref: string) =>
  call<WovenAccount>(app, 'POST', ACCOUNT, {
    customer_reference: ref, name: 'Someone Else', email: 'x@example.com', mobile_number: '08000000000',
    expires_on: 99999, use_frequency: 50, min_amount: 1, max_amount: 1, callback_url: 'https://evil.example/hook',
  });
/** The traveller's bank: the sandbox's "Send transfer" (the amount typed in naira, by default the account's). */
const sendTransfer = (vnuban: string, amountNaira?: number, query = '') =>
  app.request(`/sandbox/woven/transfer/${vnuban}${query}`, { method: 'POST', body: new URLSearchParams(amountNaira === undefined ? {} : { amount: String(amountNaira) }) });
const providerRow = async (vnuban: string) => (await handle.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, `WVN_${vnuban}`)))[0]!;
const accountRow = async (vnuban: string) => (await handle.db.select().from(virtualAccounts).where(eq(virtualAccounts.vnuban, vnuban)))[0]!;
/** As if the traveller's 30 minutes (and the seats' hold) had passed. */
async function lapse(reference: string, vnuban: string) {
  const past = new Date(Date.now() - 1000);
  await handle.db.update(virtualAccounts).set({ transferBy: past }).where(eq(virtualAccounts.vnuban, vnuban));
  await handle.db.update(bookings).set({ holdExpiresAt: past }).where(eq(bookings.reference, reference));
}

describe('virtual account (woven, /woven-pay)', () => {
  it('opens the account of spec 2 §7.5 at the provider, with the server\'s values: 60 minutes, single use, exactly the booking\'s total, our webhook', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 2 });
    const started = Date.now();
    const { status: code, body } = await openAccount(booking.reference);
    expect(code).toBe(200);
    const account = body.data;
    expect(account).toMatchObject({
      kind: 'virtual', bankName: 'Freely Sandbox Bank', account_name: 'FREELY/ADA OBI', max_amount: booking.totalKobo, account_reference: booking.reference, closed: false,
    });
    expect(account.vnuban).toMatch(/^\d{10}$/);
    const transferMinutes = (Date.parse(account.expiresAt) - started) / 60_000;
    expect(transferMinutes).toBeGreaterThan(29.9);
    expect(transferMinutes).toBeLessThanOrEqual(30.1);
    const validMinutes = (Date.parse(account.validUntil) - started) / 60_000;
    expect(validMinutes).toBeGreaterThan(59.9);
    expect(validMinutes).toBeLessThanOrEqual(60.1);

    // What the provider was asked (its books).
    const asked = await providerRow(account.vnuban);
    expect(asked).toMatchObject({ provider: 'woven', reference: booking.reference, amountKobo: booking.totalKobo, customerEmail: 'ada@example.com', status: 'pending' });
    expect(asked.callbackUrl).toBe(`${PUBLIC_URL}/api/payment/api/Webhook/woven`);
    expect(asked.meta).toMatchObject({ minKobo: booking.totalKobo, maxKobo: booking.totalKobo, uses: 1, phoneNumber: '08012345678', expiresAt: account.validUntil });

    // The booking is being paid this way, and its seats are held at least as long as the transfer may take.
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row!.paymentProvider).toBe('woven');
    expect(row!.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(Date.parse(account.expiresAt));
  });

  it('asking again gives the same account; not received yet, then Send transfer confirms the booking once', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const first = (await openAccount(booking.reference)).body.data;
    expect((await openAccount(booking.reference.toLowerCase())).body.data).toEqual(first);
    expect((await status(booking.reference)).body).toEqual({ code: '0', shortDescription: 'We have not received your transfer yet.', data: null });

    const page = await (await app.request(`/sandbox/woven/transfer/${first.vnuban}`)).text();
    expect(page).toContain(booking.reference);
    expect(page).toContain('FREELY/ADA OBI');
    expect(page).toMatch(/<button[^>]*>Send transfer<\/button>/);
    expect((await sendTransfer(first.vnuban)).status).toBe(303);

    // The webhook (to the callback_url) already confirmed it; the status call answers the ticket.
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    const after = await status(booking.reference);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ bookingReference: booking.reference, bookingStatus: 1, email: '', phoneNumber: '' });
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    const [paid] = await handle.db.select().from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId)).where(eq(bookings.reference, booking.reference));
    expect(paid!.payments).toMatchObject({ provider: 'woven', gateway: 35, outcome: 'confirmed', amountKobo: booking.totalKobo });
    // A reload after paying still shows the account, and a paid booking gets no other.
    expect((await openAccount(booking.reference)).body.data.vnuban).toBe(first.vnuban);
  });

  it('single use: the bank refuses a second transfer into the account, and nothing more is recorded', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    expect((await sendTransfer(account.vnuban)).status).toBe(303);
    const again = await sendTransfer(account.vnuban);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already received its one transfer');
    for (let i = 0; i < 5; i++) expect((await status(booking.reference)).body.code).toBe('1');
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
  });

  it('the wrong amount is recorded and refunded, and the booking is not confirmed', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    expect((await sendTransfer(account.vnuban, 1000)).status).toBe(303);
    const answer = await status(booking.reference);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('refund');
    expect(answer.body.shortDescription).toBe(`Woven collected an amount that does not match booking ${booking.reference}. Your payment of ₦1,000 with Woven has been refunded.`);
    expect((await providerRow(account.vnuban)).status).toBe('refunded');
    const [row] = await handle.db.select({ outcome: payments.outcome, refund: payments.refundStatus, kobo: payments.amountKobo }).from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId)).where(eq(bookings.reference, booking.reference));
    expect(row).toEqual({ outcome: 'amount-mismatch', refund: 'refunded', kobo: 100_000 });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    // The account took its one transfer: the right amount now is refused by the bank.
    expect((await sendTransfer(account.vnuban)).status).toBe(409);
  });

  it('expiry: after 30 minutes the account is closed at the provider, the bank refuses a transfer, the seats are free and the answer is expired', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    await lapse(booking.reference, account.vnuban);

    expect((await status(booking.reference)).body).toEqual({
      code: '5', shortDescription: 'This account has expired. No transfer reached it within 30 minutes, so your seats were released. Please book again.', data: null,
    });
    expect((await providerRow(account.vnuban)).status).toBe('expired');
    expect((await accountRow(account.vnuban)).closedAt).not.toBeNull();
    const late = await sendTransfer(account.vnuban);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('expired or was closed');
    // The booking is left to its lapsed hold (the hold sweep marks it Expired, 5); a reload shows the closed account, no other.
    expect((await handle.db.select().from(bookings).where(eq(bookings.reference, booking.reference)))[0]!.status).toBe(0);
    const again = await openAccount(booking.reference);
    expect(again.status).toBe(200);
    expect(again.body.data.closed).toBe(true);
    expect(await paymentCount(handle.db, booking.reference)).toBe(0);
  });

  it('a late transfer that still lands (the account not closed yet, valid 60 minutes at the provider) is recorded and refunded', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    // The 30 minutes are over but nothing has closed the account yet; its seats are still free.
    await handle.db.update(virtualAccounts).set({ transferBy: new Date(Date.now() - 1000) }).where(eq(virtualAccounts.vnuban, account.vnuban));
    expect((await sendTransfer(account.vnuban)).status).toBe(303);
    // The webhook settled it: too late, so refunded, and the booking is not confirmed.
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    const answer = await status(booking.reference);
    expect(answer.status).toBe(409);
    expect(answer.body.shortDescription).toMatch(/was closed before the payment arrived\. Your payment of ₦[\d,]+ with Woven has been refunded\.$/);
    expect((await providerRow(account.vnuban)).status).toBe('refunded');
  });

  it('the sweep closes at the provider the accounts whose 30 minutes are over, and only those', async () => {
    const lapsed = await createPendingBooking(handle.db, { seats: 1 });
    const live = await createPendingBooking(handle.db, { seats: 1 });
    const a = (await openAccount(lapsed.reference)).body.data;
    const b = (await openAccount(live.reference)).body.data;
    await lapse(lapsed.reference, a.vnuban);
    expect(await sweepVirtualAccounts(handle.db, sandboxVirtualAccountProvider(handle.db))).toBeGreaterThanOrEqual(1);
    expect((await providerRow(a.vnuban)).status).toBe('expired');
    expect((await providerRow(b.vnuban)).status).toBe('pending');
    expect((await accountRow(b.vnuban)).closedAt).toBeNull();
    expect(await sweepVirtualAccounts(handle.db, sandboxVirtualAccountProvider(handle.db))).toBe(0);
  });

  it('a booking being paid by virtual account is refused another provider, and one paid another way gets no account', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await openAccount(booking.reference);
    const card = await CHECKOUT_CASES[0]!.initialize(app, booking.reference);
    expect(card.status).toBe(409);
    expect(card.body.shortDescription).toContain('was started by bank transfer');

    const other = await createPendingBooking(handle.db, { seats: 1 });
    expect((await CHECKOUT_CASES[0]!.initialize(app, other.reference)).status).toBe(200);
    const refused = await openAccount(other.reference);
    expect(refused.status).toBe(409);
    expect(refused.body.shortDescription).toContain('was started with Paystack');
  });

  it('unknown references: 404 for the account and the status; no account yet: 404 for the status', async () => {
    expect((await openAccount('FRE-NOSUCHBOOK')).status).toBe(404);
    expect((await status('FRE-NOSUCHBOOK')).status).toBe(404);
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const none = await status(booking.reference);
    expect(none.status).toBe(404);
    expect(none.body.shortDescription).toBe(`No Woven payment was started for booking ${booking.reference}.`);
  });

  it('the sandbox bank page refuses an amount that is not one', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    const res = await app.request(`/sandbox/woven/transfer/${account.vnuban}`, { method: 'POST', body: new URLSearchParams({ amount: 'lots' }) });
    expect(res.status).toBe(400);
    expect((await providerRow(account.vnuban)).status).toBe('pending');
    // The other provider's page does not know this account.
    expect((await app.request(`/sandbox/azapay/transfer/${account.vnuban}`)).status).toBe(404);
    const rows = await handle.db.select().from(virtualAccounts).where(and(eq(virtualAccounts.vnuban, account.vnuban)));
    expect(rows).toHaveLength(1);
  });
});

describe('a provider that fails', () => {
  it('cannot open: 503 with a plain sentence, and asking again opens the account; cannot close: the account stays open, and the next look-up closes it', async () => {
    const settings = loadPaymentSettings(ROOMY_PAYMENT_ENV);
    const control = { failOpen: true, failClose: true };
    const real = sandboxProviders(handle.db, settings);
    const flaky = new Hono();
    flaky.onError((error, c) => (error instanceof RuleError ? sendFail(c, error.status, error.message) : sendFail(c, 500, 'Error validating your request, Please try again!')));
    flaky.route('/api/payment', paymentApp(handle.db, {
      settings, publicUrl: PUBLIC_URL,
      providers: (base) => {
        const r = real(base);
        const v = r.virtualAccount!;
        return { ...r, virtualAccount: {
          ...v,
          createVirtualAccount: async (req) => { if (control.failOpen) throw new Error('provider down (test)'); return v.createVirtualAccount(req); },
          closeAccount: async (id) => { if (control.failClose) throw new Error('provider down (test)'); return v.closeAccount(id); },
        } };
      },
    }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const first = await call<WovenAccount>(flaky, 'POST', ACCOUNT, { customer_reference: booking.reference });
    expect(first.status).toBe(503);
    expect(first.body.shortDescription).toBe('Woven is not available at the moment. Please choose another payment method.');
    control.failOpen = false;
    const opened = await call<WovenAccount>(flaky, 'POST', ACCOUNT, { customer_reference: booking.reference });
    expect(opened.status).toBe(200);
    await lapse(booking.reference, opened.body.data.vnuban);
    // The 30 minutes are over but the provider cannot be reached: still 'not received', the account open.
    expect((await call(flaky, 'GET', sitePath(paymentCalls.wovenConfirm, { ref: booking.reference }))).body.code).toBe('0');
    expect((await accountRow(opened.body.data.vnuban)).closedAt).toBeNull();
    control.failClose = false;
    expect((await call(flaky, 'GET', sitePath(paymentCalls.wovenConfirm, { ref: booking.reference }))).body.code).toBe('5');
    expect((await providerRow(opened.body.data.vnuban)).status).toBe('expired');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the sandbox\'s lapse fixture (POST /api/dev/bookings/lapse)', () => {
  it('ends the hold and the 30 minutes of a pending booking; the next status closes the account and says expired', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    const res = await app.request(sitePath(devCalls.lapseBooking), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference: booking.reference.toLowerCase() }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reference: booking.reference, accounts: 1 });
    expect((await status(booking.reference)).body.code).toBe('5');
    expect((await providerRow(account.vnuban)).status).toBe('expired');
    const unknown = await app.request(sitePath(devCalls.lapseBooking), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference: 'FRE-NOSUCHBOOK' }) });
    expect(unknown.status).toBe(404);
  });
});
