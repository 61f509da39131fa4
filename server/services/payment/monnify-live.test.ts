import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_OUTCOME } from '../../../contract/payment';
import { bookings } from '../../db/schema';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { createApp } from '../../app';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { CHECKOUT_CASES } from '../../testing/payment-cases';
import { bookingStatus, createPendingBooking, pathOf, PUBLIC_URL, ROOMY_PAYMENT_ENV, type TestApp } from '../../testing/payment-kit';
import { servedWireStandIns, type ServedWireStandIns } from '../../testing/wire-stand-ins';
import { signMonnifyBody } from '../../providers/payments/monnify/adapter';
import { MONNIFY_SIGNATURE_HEADER } from '../../providers/payments/monnify/wire';

/**
 * SANDBOX=0 with MONNIFY_API_KEY, MONNIFY_SECRET_KEY, MONNIFY_CONTRACT_CODE and MONNIFY_BASE_URL
 * pointing at a stand-in that logs in, pays, answers the status and refunds as Monnify documents:
 * a booking is paid with no sandbox code in the way.
 */
const API_KEY = 'MK_TEST_STANDIN00';
const SECRET = 'standin-secret-key-0000000000';
const CONTRACT = '1234567890';
const database = seededDatabase();
const monnifyCase = CHECKOUT_CASES.find((c) => c.provider === 'moniepoint')!;
let app: TestApp;
let monnify: ServedWireStandIns;

beforeAll(async () => {
  monnify = await servedWireStandIns({
    db: database.db,
    credentials: { moniepoint: { apiKey: API_KEY, secretKey: SECRET, contractCode: CONTRACT } },
    webhookUrl: `${PUBLIC_URL}${sitePath(paymentCalls.webhook, { provider: 'moniepoint' })}`,
    deliver: async (url: RequestInfo | URL, init?: RequestInit) => app.request(pathOf(String(url)), init),
  });
  const payments = loadPaymentSettings({
    ...ROOMY_PAYMENT_ENV, MONNIFY_API_KEY: API_KEY, MONNIFY_SECRET_KEY: SECRET, MONNIFY_CONTRACT_CODE: CONTRACT, MONNIFY_BASE_URL: monnify.baseUrl('moniepoint'),
  });
  // Our deadline per call, shortened from 8 s so the stalls below end quickly.
  payments.moniepoint!.timeoutMs = 500;
  app = await createApp({ db: database.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false, publicUrl: PUBLIC_URL, payments } });
});
afterAll(() => monnify.close());

describe('Monnify for real, with the sandbox off', () => {
  it("opens Monnify's own checkout in naira; its webhook confirms the booking, and the callback's confirm shows the ticket", async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await monnifyCase.initialize(app, booking.reference);
    expect(opened.status).toBe(200);
    expect(opened.checkoutUrl.startsWith(`${monnify.origin}/sandbox/moniepoint/checkout/`)).toBe(true);
    expect(await monnify.monnify(`${booking.reference}.1`)).toMatchObject({ totalPayable: booking.totalKobo / 100, currencyCode: 'NGN', paymentStatus: 'PENDING' });

    const back = new URL(await monnify.press(opened.checkoutUrl, 'pay'));
    expect(back.pathname).toBe('/monnify-pay');
    expect(back.searchParams.get('paymentReference')).toBe(booking.reference);
    expect(await bookingStatus(database.db, booking.reference)).toBe(1);
    const confirmed = await monnifyCase.confirm(app, booking.reference);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ bookingReference: booking.reference });
  });

  it('a Monnify that stalls or answers 503 leaves the traveller a worded answer, never a 500, and the booking free for another method', async () => {
    const booking = await createPendingBooking(database.db);
    // The look before opening (is it paid already?) and the opening itself both stall.
    monnify.next(['stall', 'stall']);
    const refused = await monnifyCase.initialize(app, booking.reference);
    expect(refused.status).toBe(503);
    expect(refused.body.shortDescription).toBe('Moniepoint is not available at the moment. Please choose another payment method.');
    const [claimed] = await database.db.select({ provider: bookings.paymentProvider }).from(bookings).where(eq(bookings.reference, booking.reference));
    expect(claimed?.provider).toBeNull();

    const opened = await monnifyCase.initialize(app, booking.reference);
    await monnify.press(opened.checkoutUrl, 'cancel');
    monnify.next(['503']);
    const pending = await monnifyCase.confirm(app, booking.reference);
    expect(pending.status).toBeLessThan(500);
    expect(pending.body.code).toBe(CONFIRM_OUTCOME.pending.code);
  });
});

describe("Monnify's webhooks, read by the real adapter", () => {
  const deliver = (body: string, secret = SECRET) =>
    app.request(sitePath(paymentCalls.webhook, { provider: 'moniepoint' }), { method: 'POST', body, headers: { 'content-type': 'application/json', [MONNIFY_SIGNATURE_HEADER]: signMonnifyBody(secret, body) } });
  const successful = (transactionReference: string, paymentReference: string, naira: number, paymentStatus = 'PAID') =>
    JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { transactionReference, paymentReference, amountPaid: naira, totalPayable: naira, paymentStatus } });

  it('a SUCCESSFUL_TRANSACTION that Monnify has not seen paid confirms nothing: its status wins', async () => {
    const booking = await createPendingBooking(database.db);
    await monnifyCase.initialize(app, booking.reference);
    expect((await deliver(successful('MNFY|64|FORGED|000001', `${booking.reference}.1`, booking.totalKobo / 100))).status).toBe(200);
    expect(await bookingStatus(database.db, booking.reference)).toBe(0);
  });

  it('the same webhook twice confirms once; a reference never issued changes nothing; a wrong signature is refused', async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await monnifyCase.initialize(app, booking.reference);
    await monnify.press(opened.checkoutUrl, 'pay');
    const paid = (await monnify.monnify(`${booking.reference}.1`))!;
    const again = await deliver(successful(paid.transactionReference, paid.paymentReference, paid.amountPaid));
    expect(again.status).toBe(200);
    expect((await again.json()).shortDescription).toBe('already processed');
    expect(await bookingStatus(database.db, booking.reference)).toBe(1);
    expect((await deliver(successful('MNFY|64|STRANGER|000002', 'FRE-NEVERISSUED.1', 6_500))).status).toBeLessThan(500);
    expect((await deliver(successful('MNFY|64|FORGED|000003', `${booking.reference}.2`, 1), 'someone-elses-secret-key-000')).status).toBe(401);
  });
});
