import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_OUTCOME, GATEWAY } from '../../../contract/payment';
import { send } from '../../../tests/fixtures/accounts';
import { bookings } from '../../db/schema';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { createApp } from '../../app';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { CHECKOUT_CASES } from '../../testing/payment-cases';
import { bookingStatus, createPendingBooking, pathOf, PUBLIC_URL, ROOMY_PAYMENT_ENV, type TestApp } from '../../testing/payment-kit';
import { servedWireStandIns, type ServedWireStandIns } from '../../testing/wire-stand-ins';
import { FLUTTERWAVE_HASH_HEADER } from '../../providers/payments/flutterwave/wire';

/**
 * SANDBOX=0 with FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH and FLUTTERWAVE_BASE_URL pointing at a
 * stand-in that pays, verifies and refunds as Flutterwave documents: a booking is paid with no sandbox code in the way.
 */
const SECRET = 'FLWSECK_TEST-standin0000000000-X';
const HASH = 'standin-secret-hash-000000';
const database = seededDatabase();
const flutterwaveCase = CHECKOUT_CASES.find((c) => c.provider === 'flutterwave')!;
let app: TestApp;
let flutterwave: ServedWireStandIns;
let publicKey: string;

beforeAll(async () => {
  flutterwave = await servedWireStandIns({
    db: database.db,
    credentials: { flutterwave: { secretKey: SECRET, secretHash: HASH } },
    webhookUrl: `${PUBLIC_URL}${sitePath(paymentCalls.webhook, { provider: 'flutterwave' })}`,
    deliver: async (url: RequestInfo | URL, init?: RequestInit) => app.request(pathOf(String(url)), init),
  });
  const payments = loadPaymentSettings({ ...ROOMY_PAYMENT_ENV, FLUTTERWAVE_SECRET_KEY: SECRET, FLUTTERWAVE_SECRET_HASH: HASH, FLUTTERWAVE_BASE_URL: flutterwave.baseUrl('flutterwave') });
  // Our deadline per call, shortened from 8 s so the stalls below end quickly.
  payments.flutterwave!.timeoutMs = 500;
  publicKey = payments.flutterwave!.publicKey;
  app = await createApp({ db: database.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false, publicUrl: PUBLIC_URL, payments } });
});
afterAll(() => flutterwave.close());

describe('Flutterwave for real, with the sandbox off', () => {
  it('lists Flutterwave and the wallets among the gateways, and no gateway that cannot take money', async () => {
    const res = await send(app, paymentCalls.gateways, { params: { id: 1 }, query: { countryCode: 'NG' } });
    const ids = (res.body.data as { gatewayName: string; paymentWalletEnumId: number }[]).map((g) => g.paymentWalletEnumId);
    expect(ids).toContain(GATEWAY.flutterwave);
    expect(ids).toContain(GATEWAY.wallet);
    for (const off of [GATEWAY.paystack, GATEWAY.budpay, GATEWAY.azapay, GATEWAY.woven]) expect(ids).not.toContain(off);
  });

  it("opens Flutterwave's own checkout in naira; its webhook confirms the booking, and the callback's confirm shows the ticket", async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await flutterwaveCase.initialize(app, booking.reference);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ publicKey });
    expect(opened.checkoutUrl.startsWith(`${flutterwave.origin}/sandbox/flutterwave/checkout/`)).toBe(true);
    expect(await flutterwave.flutterwave(`${booking.reference}.1`)).toMatchObject({ amount: booking.totalKobo / 100, currency: 'NGN', status: 'pending' });

    const back = new URL(await flutterwave.press(opened.checkoutUrl, 'pay'));
    expect(back.pathname).toBe('/flutter-pay');
    expect(back.searchParams.getAll('tx_ref')).toEqual([booking.reference, `${booking.reference}.1`]);
    expect(back.searchParams.get('status')).toBe('successful');
    expect(await bookingStatus(database.db, booking.reference)).toBe(1);
    const confirmed = await flutterwaveCase.confirm(app, booking.reference);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ bookingReference: booking.reference });
  });

  it('a Flutterwave that stalls or answers 503 leaves the traveller a worded answer, never a 500, and the booking free for another method', async () => {
    const booking = await createPendingBooking(database.db);
    // The look before opening (is it paid already?) and the opening itself both stall.
    flutterwave.next(['stall', 'stall']);
    const refused = await flutterwaveCase.initialize(app, booking.reference);
    expect(refused.status).toBe(503);
    expect(refused.body.shortDescription).toBe('Flutterwave is not available at the moment. Please choose another payment method.');
    const [claimed] = await database.db.select({ provider: bookings.paymentProvider }).from(bookings).where(eq(bookings.reference, booking.reference));
    expect(claimed?.provider).toBeNull();

    const opened = await flutterwaveCase.initialize(app, booking.reference);
    await flutterwave.press(opened.checkoutUrl, 'cancel');
    flutterwave.next(['503']);
    const pending = await flutterwaveCase.confirm(app, booking.reference);
    expect(pending.status).toBeLessThan(500);
    expect(pending.body.code).toBe(CONFIRM_OUTCOME.pending.code);
    // Well again, Flutterwave says the traveller cancelled: the seats stay held, and a new checkout is its next tx_ref.
    const cancelled = await flutterwaveCase.confirm(app, booking.reference);
    expect(cancelled.body.code).toBe(CONFIRM_OUTCOME.stillHeld.code);
    expect((await flutterwaveCase.initialize(app, booking.reference)).status).toBe(200);
    expect(await flutterwave.flutterwave(`${booking.reference}.2`)).toMatchObject({ status: 'pending' });
  });
});

describe("Flutterwave's webhooks, read by the real adapter", () => {
  const deliver = (body: string, hash = HASH) =>
    app.request(sitePath(paymentCalls.webhook, { provider: 'flutterwave' }), { method: 'POST', body, headers: { 'content-type': 'application/json', [FLUTTERWAVE_HASH_HEADER]: hash } });
  const completed = (id: number, txRef: string, amount: number, status = 'successful') => JSON.stringify({ event: 'charge.completed', data: { id, tx_ref: txRef, amount, currency: 'NGN', status } });

  it('a charge.completed that Flutterwave has not seen paid confirms nothing: its verify wins', async () => {
    const booking = await createPendingBooking(database.db);
    await flutterwaveCase.initialize(app, booking.reference);
    expect((await deliver(completed(7_900_001, `${booking.reference}.1`, booking.totalKobo / 100))).status).toBe(200);
    expect(await bookingStatus(database.db, booking.reference)).toBe(0);
  });

  it('the same webhook twice, or an older failed one after it, confirms once; a reference never issued changes nothing; a wrong hash is refused', async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await flutterwaveCase.initialize(app, booking.reference);
    await flutterwave.press(opened.checkoutUrl, 'pay');
    const paid = (await flutterwave.flutterwave(`${booking.reference}.1`))!;
    const again = await deliver(completed(paid.id, paid.tx_ref, paid.amount));
    expect(again.status).toBe(200);
    expect((await again.json()).shortDescription).toBe('already processed');
    expect((await deliver(completed(paid.id, paid.tx_ref, paid.amount, 'failed'))).status).toBe(200);
    expect(await bookingStatus(database.db, booking.reference)).toBe(1);
    expect((await deliver(completed(7_900_002, 'FRE-NEVERISSUED.1', 6_500))).status).toBeLessThan(500);
    expect((await deliver(completed(7_900_003, `${booking.reference}.2`, 1), 'not-the-dashboard-hash')).status).toBe(401);
  });
});
