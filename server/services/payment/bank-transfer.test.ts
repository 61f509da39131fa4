import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../contract/booking';
import type { TransferAccount } from '../../../contract/payment';
import type { DbHandle } from '../../db/client';
import { bookings } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { appFor, bookingStatus, ROOMY_PAYMENT_ENV, call, createPendingBooking, openPaymentTest, paymentCount, PUBLIC_URL, type TestApp } from '../../testing/payment-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

let handle: DbHandle;
let app: TestApp;
/** The same database served by an app configured with AZAPAY_ACCOUNT_STYLE=virtual. */
let virtualApp: TestApp;

const ACCOUNT = sitePath(paymentCalls.azapayAccount);
const VALIDATE = '/api/payment/api/Webhook/ValidateAzaPayTransaction';

beforeAll(async () => {
  ({ handle, app } = await openPaymentTest());
  virtualApp = await appFor(handle.db, { payments: loadPaymentSettings({ ...ROOMY_PAYMENT_ENV, AZAPAY_ACCOUNT_STYLE: 'virtual' }), publicUrl: PUBLIC_URL });
});
afterAll(() => handle.close());

const openAccount = (a: TestApp, ref: string, headers: Record<string, string> = {}) =>
  call<TransferAccount>(a, 'POST', ACCOUNT, { ref, customerEmail: 'ada@example.com', customerName: 'Ada Obi', customerPhone: '08012345678', amount: 1 }, headers);
const accountNumber = (a: TransferAccount) => (a.kind === 'named' ? a.accountNo : a.vnuban);
const sendTransfer = (a: TestApp, account: string) => a.request(`/sandbox/azapay/transfer/${account}`, { method: 'POST' });
const validate = (a: TestApp, ref: string) => call<Ticket>(a, 'POST', VALIDATE, { ref });

describe('bank transfer (26)', () => {
  it('named account by default: not received → Send transfer → confirmed', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 2 });
    const started = Date.now();
    const { status, body } = await openAccount(app, booking.reference);
    expect(status).toBe(200);
    const account = body.data;
    expect(account).toMatchObject({ kind: 'named', accountName: 'Freely Transport Ltd', amount: booking.totalKobo, reference: booking.reference });
    expect(accountNumber(account)).toMatch(/^\d{10}$/);
    const minutes = (Date.parse(account.expiresAt) - started) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);

    expect((await validate(app, booking.reference)).body).toEqual({ code: '0', shortDescription: 'We have not received your transfer yet.', data: null });

    const page = await app.request(`/sandbox/azapay/transfer/${accountNumber(account)}`);
    const html = await page.text();
    expect(html).toContain(booking.reference);
    expect(html).toContain(`₦${(booking.totalKobo / 100).toLocaleString('en-NG')}`);
    expect(html).toMatch(/<button[^>]*>Send transfer<\/button>/);

    const sent = await sendTransfer(app, accountNumber(account));
    expect(sent.status).toBe(303);
    expect(await (await app.request(`/sandbox/azapay/transfer/${accountNumber(account)}`)).text()).toContain('Transfer received');
    // The transfer's webhook already confirmed the booking; validating answers the ticket.
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    const after = await validate(app, booking.reference);
    expect(after.body.code).toBe('1');
    expect(after.body.data.bookingReference).toBe(booking.reference);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
  });

  it('virtual account from AZAPAY_ACCOUNT_STYLE=virtual', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { body } = await openAccount(virtualApp, booking.reference);
    expect(body.data).toMatchObject({ kind: 'virtual', account_name: 'FREELY/ADA OBI', max_amount: booking.totalKobo, account_reference: booking.reference });
    expect((await validate(virtualApp, booking.reference)).body.code).toBe('0');
    expect((await sendTransfer(virtualApp, accountNumber(body.data))).status).toBe(303);
    expect((await validate(virtualApp, booking.reference)).body.code).toBe('1');
  });

  it('virtual account by the x-sandbox-account-style header, even when named is the default', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { body } = await openAccount(app, booking.reference, { 'x-sandbox-account-style': 'virtual' });
    expect(body.data.kind).toBe('virtual');
    expect((await sendTransfer(app, accountNumber(body.data))).status).toBe(303);
    const after = await validate(app, booking.reference);
    expect(after.body.code).toBe('1');
    const bad = await openAccount(app, booking.reference, { 'x-sandbox-account-style': 'crypto' });
    expect(bad.status).toBe(400);
  });

  it('asking twice gives the same live account; an account takes one transfer only', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const first = (await openAccount(app, booking.reference)).body.data;
    const second = (await openAccount(app, booking.reference)).body.data;
    expect(accountNumber(second)).toBe(accountNumber(first));
    expect((await sendTransfer(app, accountNumber(first))).status).toBe(303);
    const again = await sendTransfer(app, accountNumber(first));
    expect(again.status).toBe(409);
    for (let i = 0; i < 10; i++) expect((await validate(app, booking.reference)).body.code).toBe('1');
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
  });

  it('an expired account refuses the transfer; the seats stay held for another method until the hold ends, then the booking fails', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const account = (await openAccount(app, booking.reference)).body.data;
    const id = `AZA_${accountNumber(account)}`;
    const [tx] = await handle.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
    await handle.db.update(sandboxTransactions).set({ meta: { ...tx!.meta, expiresAt: new Date(Date.now() - 1000).toISOString() } }).where(eq(sandboxTransactions.id, id));
    expect(await (await app.request(`/sandbox/azapay/transfer/${accountNumber(account)}`)).text()).toContain('expired');
    expect((await sendTransfer(app, accountNumber(account))).status).toBe(410);
    expect((await validate(app, booking.reference)).body.code).toBe('held');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    await handle.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.reference, booking.reference));
    expect((await validate(app, booking.reference)).body).toEqual({ code: '6', shortDescription: 'Failed Booking', data: null });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(6);
  });

  it('never promises more time than the seats are held for', async () => {
    // A payment started 20 minutes ago (its hold was extended then, once): 10 minutes are left.
    const booking = await createPendingBooking(handle.db, { seats: 1, holdMinutes: 10 });
    await handle.db.update(bookings).set({ paymentProvider: 'azapay', paymentStartedAt: new Date(Date.now() - 20 * 60_000) }).where(eq(bookings.reference, booking.reference));
    const account = (await openAccount(app, booking.reference)).body.data;
    expect((Date.parse(account.expiresAt) - Date.now()) / 60_000).toBeLessThanOrEqual(10);
  });

  it('validating a reference without an account is a 404', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const { status, body } = await validate(app, booking.reference);
    expect(status).toBe(404);
    expect(body.shortDescription).toBe(`No AzaPay payment was started for booking ${booking.reference}.`);
  });
});

