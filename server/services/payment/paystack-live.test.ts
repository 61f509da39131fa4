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
import { signPaystackBody } from '../../providers/payments/paystack/adapter';
import { PAYSTACK_SIGNATURE_HEADER } from '../../providers/payments/paystack/wire';

/**
 * SANDBOX=0 with PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL pointing at a stand-in that pays,
 * verifies and refunds as Paystack documents: a booking is paid with no sandbox code in the way.
 */
const SECRET = 'sk_test_livestandin000000000000';
const database = seededDatabase();
const paystackCase = CHECKOUT_CASES.find((c) => c.provider === 'paystack')!;
let app: TestApp;
let paystack: ServedWireStandIns;

beforeAll(async () => {
  paystack = await servedWireStandIns({
    db: database.db,
    credentials: { paystack: { secretKey: SECRET } },
    webhookUrl: `${PUBLIC_URL}${sitePath(paymentCalls.webhook, { provider: 'paystack' })}`,
    deliver: async (url: RequestInfo | URL, init?: RequestInit) => app.request(pathOf(String(url)), init),
  });
  const payments = loadPaymentSettings({ ...ROOMY_PAYMENT_ENV, PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.baseUrl('paystack') });
  // Our deadline per call, shortened from 8 s so the stalls below end quickly.
  payments.paystack!.timeoutMs = 500;
  app = await createApp({ db: database.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false, publicUrl: PUBLIC_URL, payments } });
});
afterAll(() => paystack.close());

describe('Paystack for real, with the sandbox off', () => {
  it('lists Paystack and the wallets among the gateways, and no gateway that cannot take money', async () => {
    const res = await send(app, paymentCalls.gateways, { params: { id: 1 }, query: { countryCode: 'NG' } });
    const ids = (res.body.data as { gatewayName: string; paymentWalletEnumId: number }[]).map((g) => g.paymentWalletEnumId);
    expect(ids).toContain(GATEWAY.paystack);
    expect(ids).toContain(GATEWAY.wallet);
    for (const off of [GATEWAY.flutterwave, GATEWAY.budpay, GATEWAY.azapay, GATEWAY.woven]) expect(ids).not.toContain(off);
  });

  it("opens Paystack's own checkout; its webhook confirms the booking, and the callback's confirm shows the ticket", async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await paystackCase.initialize(app, booking.reference);
    expect(opened.status).toBe(200);
    expect(opened.checkoutUrl.startsWith(`${paystack.origin}/sandbox/paystack/checkout/`)).toBe(true);
    expect(await paystack.paystack(`${booking.reference}.1`)).toMatchObject({ amount: booking.totalKobo, currency: 'NGN', status: 'abandoned' });

    const back = new URL(await paystack.press(opened.checkoutUrl, 'pay'));
    expect(back.pathname).toBe('/call-back');
    expect(back.searchParams.get('tx_ref')).toBe(booking.reference);
    expect(await bookingStatus(database.db, booking.reference)).toBe(1);
    const confirmed = await paystackCase.confirm(app, booking.reference);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ bookingReference: booking.reference });
  });

  it('a Paystack that stalls or answers 503 leaves the traveller a worded answer, never a 500, and the booking free for another method', async () => {
    const booking = await createPendingBooking(database.db);
    // The look before opening (is it paid already?) and the opening itself both stall.
    paystack.next(['stall', 'stall']);
    const refused = await paystackCase.initialize(app, booking.reference);
    expect(refused.status).toBe(503);
    expect(refused.body.shortDescription).toBe('Paystack is not available at the moment. Please choose another payment method.');
    const [claimed] = await database.db.select({ provider: bookings.paymentProvider }).from(bookings).where(eq(bookings.reference, booking.reference));
    expect(claimed?.provider).toBeNull();

    const opened = await paystackCase.initialize(app, booking.reference);
    await paystack.press(opened.checkoutUrl, 'cancel');
    paystack.next(['503']);
    const pending = await paystackCase.confirm(app, booking.reference);
    expect(pending.status).toBeLessThan(500);
    expect(pending.body.code).toBe(CONFIRM_OUTCOME.pending.code);
  });
});

describe("Paystack's webhooks, read by the real adapter", () => {
  const deliver = (body: string, secret = SECRET) =>
    app.request(sitePath(paymentCalls.webhook, { provider: 'paystack' }), { method: 'POST', body, headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(secret, body) } });
  const chargeSuccess = (id: number, reference: string, amount: number) => JSON.stringify({ event: 'charge.success', data: { id, status: 'success', reference, amount, currency: 'NGN' } });

  it('a charge.success that Paystack has not seen paid confirms nothing: its verify wins', async () => {
    const booking = await createPendingBooking(database.db);
    await paystackCase.initialize(app, booking.reference);
    const res = await deliver(chargeSuccess(4_900_001, `${booking.reference}.1`, booking.totalKobo));
    expect(res.status).toBe(200);
    expect(await bookingStatus(database.db, booking.reference)).toBe(0);
  });

  it('the same webhook twice, or an older event after it, confirms once; one for a reference we never issued changes nothing', async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await paystackCase.initialize(app, booking.reference);
    await paystack.press(opened.checkoutUrl, 'pay');
    const paid = (await paystack.paystack(`${booking.reference}.1`))!;
    const again = await deliver(chargeSuccess(paid.id, paid.reference, paid.amount));
    expect(again.status).toBe(200);
    expect((await again.json()).shortDescription).toBe('already processed');
    const older = await deliver(JSON.stringify({ event: 'charge.failed', data: { id: paid.id, status: 'failed', reference: paid.reference } }));
    expect(older.status).toBe(200);
    expect(await bookingStatus(database.db, booking.reference)).toBe(1);
    const stranger = await deliver(chargeSuccess(4_900_002, 'FRE-NEVERISSUED.1', 650_000));
    expect(stranger.status).toBeLessThan(500);
    const forged = await deliver(chargeSuccess(4_900_003, `${booking.reference}.2`, 1), 'sk_test_notoursnotours0000');
    expect(forged.status).toBe(401);
  });

  it('money paid short is refused and given back at Paystack', async () => {
    const booking = await createPendingBooking(database.db);
    const opened = await paystackCase.initialize(app, booking.reference);
    // The card was charged less than the booking's total (a tampered page, a provider's mistake).
    await paystack.press(opened.checkoutUrl, 'pay', { amount: String((booking.totalKobo - 100_000) / 100) });
    expect(await bookingStatus(database.db, booking.reference)).not.toBe(1);
    await expect.poll(async () => (await paystack.paystack(`${booking.reference}.1`))?.status).toBe('reversed');
  });
});
