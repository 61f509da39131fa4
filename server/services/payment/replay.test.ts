import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../contract/booking';
import type { DbHandle } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import type { PaymentSettings } from '../../providers/payments/settings';
import { CHECKOUT_CASES } from '../../testing/payment-cases';
import { bookingStatus, createPendingBooking, openPaymentTest, paymentCount, pressCheckout, type Envelope, type TestApp, webhookRequest } from '../../testing/payment-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

let handle: DbHandle;
let app: TestApp;
let settings: PaymentSettings;
/** A card gateway the sandbox alone plays, in its own webhook shape: these are the payment service's rules, whatever the provider. */
const card = CHECKOUT_CASES.find((c) => c.provider === 'opay')!;
const WEBHOOK = sitePath(paymentCalls.webhook, { provider: 'opay' });

beforeAll(async () => {
  ({ handle, app, settings } = await openPaymentTest());
});
afterAll(() => handle.close());

/** A booking paid at the sandbox without its webhook: only our own calls can settle it. */
async function paidQuietly() {
  const booking = await createPendingBooking(handle.db, { seats: 2 });
  const init = await card.initialize(app, booking.reference);
  await pressCheckout(app, init.checkoutUrl, 'pay', { skipWebhook: true });
  const [tx] = await handle.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference));
  const event = { id: `${tx!.id}:paid`, event: 'charge.success', data: { reference: booking.reference, providerReference: tx!.id, amount: tx!.amountKobo, status: 'paid' } };
  return { booking, event };
}

const eventsOf = async (id: string) =>
  (await handle.db.select({ n: count() }).from(webhookEvents).where(and(eq(webhookEvents.provider, 'opay'), eq(webhookEvents.eventId, id))))[0]!.n;

describe('webhooks', () => {
  it('the same webhook 10 times confirms once: one payments row, nine "already processed"', async () => {
    const { booking, event } = await paidQuietly();
    const answers: Envelope[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await app.request(WEBHOOK, webhookRequest(settings.secrets.opay, event));
      expect(res.status).toBe(200);
      answers.push((await res.json()) as Envelope);
    }
    expect(answers[0]).toMatchObject({ code: '1', shortDescription: 'processed', data: { outcome: 'confirmed' } });
    expect(answers.slice(1).every((a) => a.shortDescription === 'already processed')).toBe(true);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    expect(await eventsOf(event.id)).toBe(1);
  });

  it('10 concurrent copies of a webhook still confirm once', async () => {
    const { booking, event } = await paidQuietly();
    const results = await Promise.all(Array.from({ length: 10 }, () => app.request(WEBHOOK, webhookRequest(settings.secrets.opay, event))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
  });

  it('a forged signature is refused with 401 and nothing is recorded', async () => {
    const { booking, event } = await paidQuietly();
    const forged = [
      webhookRequest('not-the-secret-at-all', event),
      webhookRequest(settings.secrets.opay, event, 'deadbeef'),
      webhookRequest(settings.secrets.flutterwave, event),
      { method: 'POST', body: JSON.stringify(event), headers: { 'content-type': 'application/json' } },
    ];
    for (const init of forged) {
      const res = await app.request(WEBHOOK, init);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: '401', shortDescription: 'Invalid webhook signature.', data: null });
    }
    // A signed body altered after signing is forged too.
    const signed = webhookRequest(settings.secrets.opay, event);
    const altered = await app.request(WEBHOOK, { ...signed, body: JSON.stringify({ ...event, id: 'other' }) });
    expect(altered.status).toBe(401);
    expect(await eventsOf(event.id)).toBe(0);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
  });

  it('the outcome comes from the provider, never from the webhook body', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    await card.initialize(app, booking.reference);
    const lie = { id: 'evt-lie', event: 'charge.success', data: { reference: booking.reference, amount: booking.totalKobo, status: 'paid' } };
    const res = await app.request(WEBHOOK, webhookRequest(settings.secrets.opay, lie));
    expect(await res.json()).toMatchObject({ code: '1', data: { outcome: 'pending' } });
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    expect(await paymentCount(handle.db, booking.reference)).toBe(0);
  });

  it('answers an unknown provider with 404 and a malformed event with 400', async () => {
    const unknown = await app.request(sitePath(paymentCalls.webhook, { provider: 'stripe' }), webhookRequest('x', { id: '1' }));
    expect(unknown.status).toBe(404);
    const bad = await app.request(WEBHOOK, webhookRequest(settings.secrets.opay, { id: 'evt-bad' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Envelope).shortDescription).toMatch(/event/);
  });

  it('the sandbox Pay delivers a signed webhook that confirms by itself', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference);
    await pressCheckout(app, init.checkoutUrl, 'pay');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
  });
});

describe('confirm calls', () => {
  it('replayed 10 times confirm once and answer the same ticket each time', async () => {
    const { booking } = await paidQuietly();
    const tickets: Ticket[] = [];
    for (let i = 0; i < 10; i++) {
      const { status, body } = await card.confirm(app, booking.reference);
      expect(status).toBe(200);
      expect(body.code).toBe('1');
      tickets.push(body.data as Ticket);
    }
    expect(new Set(tickets.map((t) => JSON.stringify(t))).size).toBe(1);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
  });

  it('10 concurrent confirm calls confirm once', async () => {
    const { booking } = await paidQuietly();
    const answers = await Promise.all(Array.from({ length: 10 }, () => card.confirm(app, booking.reference)));
    expect(answers.every((a) => a.body.code === '1')).toBe(true);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
  });

  it('webhook and confirm calls together still make one payment', async () => {
    const { booking, event } = await paidQuietly();
    await Promise.all([
      ...Array.from({ length: 5 }, () => app.request(WEBHOOK, webhookRequest(settings.secrets.opay, event))),
      ...Array.from({ length: 5 }, () => card.confirm(app, booking.reference)),
    ]);
    expect(await paymentCount(handle.db, booking.reference)).toBe(1);
    expect(await bookingStatus(handle.db, booking.reference)).toBe(1);
  });

  it('a replayed Cancel leaves the booking held and unpaid', async () => {
    const booking = await createPendingBooking(handle.db, { seats: 1 });
    const init = await card.initialize(app, booking.reference);
    for (let i = 0; i < 3; i++) expect((await pressCheckout(app, init.checkoutUrl, 'cancel')).status).toBe(303);
    // Pay after Cancel at the provider changes nothing: the checkout is closed.
    await pressCheckout(app, init.checkoutUrl, 'pay');
    for (let i = 0; i < 10; i++) expect((await card.confirm(app, booking.reference)).body.code).toBe('held');
    expect(await bookingStatus(handle.db, booking.reference)).toBe(0);
    expect(await paymentCount(handle.db, booking.reference)).toBe(0);
  });
});
