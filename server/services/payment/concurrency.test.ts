import { and, count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import type { Db } from '../../db/client';
import { bookings, payments, webhookEvents } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { CHECKOUT_CASES, type ProviderCase } from '../../testing/payment-cases';
import {
  appFor, bookingStatus, call, ROOMY_PAYMENT_ENV, createPendingBooking, finishedWithoutWebhook, instrumentedPaymentApp, openCheckoutElsewhere, pressCheckout, PUBLIC_URL,
  type Envelope, type TestApp, webhookRequest,
} from '../../testing/payment-kit';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * Bursts at the payment service (issue 10, points 6 and 8), on PGlite (one connection,
 * transactions serialised) and on a real PostgreSQL with a pool of ten, where they truly overlap:
 * concurrent initialisations open one checkout and one provider wins; hundreds of copies of a
 * webhook settle once; a double payment is refunded once; a webhook event is recorded only with
 * the settlement it caused. Every answer is a 2xx or a 4xx in the envelope, never a 5xx.
 */

const BURST = 200;
/** Two card gateways the sandbox alone plays, in its own webhook shape: these are the payment service's rules, whatever the provider. */
const [card, otherCard] = ['opay', 'nomba'].map((name) => CHECKOUT_CASES.find((c) => c.provider === name)!) as [ProviderCase, ProviderCase];
const settings = loadPaymentSettings(ROOMY_PAYMENT_ENV);
const ACCOUNT = sitePath(paymentCalls.azapayAccount);

/** Fires the requests at once; answers them with how long the burst took. */
async function burst<T>(requests: (() => Promise<T>)[]): Promise<{ results: T[]; ms: number }> {
  const started = performance.now();
  const results = await Promise.all(requests.map((r) => r()));
  return { results, ms: Math.round(performance.now() - started) };
}

const openTransactions = async (db: Db, reference: string) =>
  db.select().from(sandboxTransactions).where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'pending')));
const allTransactions = async (db: Db, reference: string) => db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
const paymentsOf = async (db: Db, reference: string) => {
  const [b] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  return db.select().from(payments).where(eq(payments.bookingId, b!.id)).orderBy(payments.id);
};
const eventsNamed = async (db: Db, provider: string, eventId: string) =>
  (await db.select({ n: count() }).from(webhookEvents).where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId))))[0]!.n;
const openAccount = (app: TestApp, ref: string) =>
  call(app, 'POST', ACCOUNT, { ref, customerEmail: 'ada@example.com', customerName: 'Ada Obi', customerPhone: '08012345678' });

onBothDatabasesWithApp((db) => appFor(db, { payments: settings, publicUrl: PUBLIC_URL }), (name, env) => {
  /** A card checkout for a fresh booking, finished with `action` but its webhook held back, and a way to deliver that webhook. */
  async function heldBackWebhook(action: 'pay' | 'cancel', seats = 1) {
    const booking = await finishedWithoutWebhook(env.app, env.db, card, { action, seats });
    const [tx] = await allTransactions(env.db, booking.reference);
    const status = action === 'pay' ? 'paid' : 'cancelled';
    const event = { id: `${tx!.id}:${status}`, event: `charge.${action === 'pay' ? 'success' : 'cancelled'}`, data: { reference: booking.reference, providerReference: tx!.id, status } };
    const deliver = async () => {
      const res = await env.app.request(sitePath(paymentCalls.webhook, { provider: 'opay' }), webhookRequest(settings.secrets.opay, event));
      return { status: res.status, body: (await res.json()) as Envelope<{ outcome: string } | null> };
    };
    return { booking, event, deliver };
  }

  it(`${BURST} concurrent initialisations of one booking at one provider open one checkout`, async () => {
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const { results, ms } = await burst(Array.from({ length: BURST }, () => () => card.initialize(env.app, booking.reference)));
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(new Set(results.map((r) => r.checkoutUrl)).size).toBe(1);
    expect(await allTransactions(env.db, booking.reference)).toHaveLength(1);
    const [row] = await env.db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row!.paymentProvider).toBe('opay');
    console.info(`[${name}] ${BURST} initialisations at one provider: ${ms} ms, 1 checkout`);
  }, 120_000);

  it(`a mixed burst of ${BURST} initialisations at three providers: one provider wins, one checkout, the rest 409`, async () => {
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const kinds = ['opay', 'nomba', 'azapay'] as const;
    const { results, ms } = await burst(Array.from({ length: BURST }, (_, i) => async () => {
      const kind = kinds[i % kinds.length]!;
      const res = kind === 'azapay' ? await openAccount(env.app, booking.reference)
        : kind === 'opay' ? await card.initialize(env.app, booking.reference) : await otherCard.initialize(env.app, booking.reference);
      return { kind, status: res.status, body: res.body as Envelope, url: 'checkoutUrl' in res ? res.checkoutUrl : JSON.stringify(res.body.data) };
    }));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const winners = new Set(results.filter((r) => r.status === 200).map((r) => r.kind));
    expect(winners.size).toBe(1);
    const [winner] = winners;
    for (const r of results) {
      if (r.kind === winner) {
        expect(r.status).toBe(200);
      } else {
        expect(r.status).toBe(409);
        expect(r.body.shortDescription).toMatch(new RegExp(`^Payment for booking ${booking.reference} was started (with|by) `));
      }
    }
    expect(new Set(results.filter((r) => r.kind === winner).map((r) => r.url)).size).toBe(1);
    const rows = await allTransactions(env.db, booking.reference);
    expect(rows.map((t) => t.provider)).toEqual([winner]);
    console.info(`[${name}] ${BURST} initialisations at 3 providers: ${ms} ms, ${winner} won, ${results.filter((r) => r.status === 409).length} got 409`);
  }, 120_000);

  it(`${BURST} concurrent bank-transfer account requests open one account`, async () => {
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const { results, ms } = await burst(Array.from({ length: BURST }, () => () => openAccount(env.app, booking.reference)));
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await openTransactions(env.db, booking.reference)).toHaveLength(1);
    console.info(`[${name}] ${BURST} account requests: ${ms} ms, 1 account`);
  }, 120_000);

  it(`${BURST} copies of a webhook at once settle once: one payment, one event, one "processed"`, async () => {
    const { booking, event, deliver } = await heldBackWebhook('pay', 2);
    const { results, ms } = await burst(Array.from({ length: BURST }, () => deliver));
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    const processed = results.filter((r) => r.body.shortDescription === 'processed');
    expect(processed).toHaveLength(1);
    expect(processed[0]!.body.data).toEqual({ outcome: 'confirmed' });
    expect(results.filter((r) => r.body.shortDescription === 'already processed')).toHaveLength(BURST - 1);
    expect((await paymentsOf(env.db, booking.reference)).map((p) => p.outcome)).toEqual(['confirmed']);
    expect(await eventsNamed(env.db, 'opay', event.id)).toBe(1);
    expect(await bookingStatus(env.db, booking.reference)).toBe(1);
    console.info(`[${name}] ${BURST} copies of a webhook: ${ms} ms, settled once`);
  }, 120_000);

  it(`${BURST} copies of a cancel webhook at once let the provider's claim go once and record the event once; the seats stay held`, async () => {
    const { booking, event, deliver } = await heldBackWebhook('cancel');
    const { results } = await burst(Array.from({ length: BURST }, () => deliver));
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(results.filter((r) => r.body.shortDescription === 'processed')).toHaveLength(1);
    expect(await eventsNamed(env.db, 'opay', event.id)).toBe(1);
    expect(await bookingStatus(env.db, booking.reference)).toBe(0);
    expect((await env.db.select({ provider: bookings.paymentProvider }).from(bookings).where(eq(bookings.reference, booking.reference)))[0]?.provider).toBeNull();
  }, 120_000);

  it(`a second payment confirmed and webhooked ${BURST} times at once is recorded once and refunded once`, async () => {
    const counted = instrumentedPaymentApp(env.db, settings);
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const init = await card.initialize(env.app, booking.reference);
    await pressCheckout(env.app, init.checkoutUrl, 'pay');
    expect(await bookingStatus(env.db, booking.reference)).toBe(1);
    const page = await openCheckoutElsewhere(env.app, 'nomba', booking.reference);
    await pressCheckout(env.app, `${PUBLIC_URL}${page}`, 'pay', { skipWebhook: true });
    const second = (await allTransactions(env.db, booking.reference)).find((t) => t.provider === 'nomba')!;
    const event = { id: `${second.id}:paid`, event: 'charge.success', data: { reference: booking.reference, providerReference: second.id, status: 'paid' } };

    const { results, ms } = await burst(Array.from({ length: BURST }, (_, i) => async () => {
      if (i % 2 === 0) {
        const res = await otherCard.confirm(counted.app, booking.reference);
        return { via: 'confirm', status: res.status, body: res.body as Envelope };
      }
      const res = await counted.app.request(sitePath(paymentCalls.webhook, { provider: 'nomba' }), webhookRequest(settings.secrets.nomba, event));
      return { via: 'webhook', status: res.status, body: (await res.json()) as Envelope };
    }));
    const refundSentence = new RegExp(`^Booking ${booking.reference} was already paid\\. Your second payment of ₦[\\d,]+ with Nomba (has been|is being) refunded\\.$`);
    for (const r of results) {
      if (r.via === 'confirm') {
        expect(r.status).toBe(409);
        expect(r.body.code).toBe('refund');
        expect(r.body.shortDescription).toMatch(refundSentence);
      } else {
        expect(r.status).toBe(200);
      }
    }
    expect(results.filter((r) => r.via === 'webhook' && r.body.shortDescription === 'processed')).toHaveLength(1);
    expect(counted.refunds).toEqual([{ provider: 'nomba', providerReference: second.id }]);
    const recorded = await paymentsOf(env.db, booking.reference);
    expect(recorded.map((p) => [p.provider, p.outcome, p.refundStatus])).toEqual([['opay', 'confirmed', null], ['nomba', 'duplicate', 'refunded']]);
    expect((await allTransactions(env.db, booking.reference)).find((t) => t.id === second.id)?.status).toBe('refunded');
    expect(await bookingStatus(env.db, booking.reference)).toBe(1);
    expect((await otherCard.confirm(counted.app, booking.reference)).body.shortDescription).toMatch(/has been refunded\.$/);
    console.info(`[${name}] a second payment confirmed and webhooked ${BURST} times: ${ms} ms, 1 refund`);
  }, 120_000);

  /**
   * Delivers a held-back `action` webhook while `write` (a trigger's 'before insert on payments'
   * or 'before update on bookings') fails after the event row was written, with nothing cleaned
   * up afterwards, as when the process dies there: a 500 that records no event. Then runs `after`
   * with the failure gone but no clean-up still.
   */
  async function crashDuring(action: 'pay' | 'cancel', write: string, after: (webhook: Awaited<ReturnType<typeof heldBackWebhook>>) => Promise<void>) {
    const webhook = await heldBackWebhook(action);
    await env.db.execute(sql`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await env.db.execute(sql.raw(`create trigger test_fail_write ${write} for each row execute function test_fail()`));
    await env.db.execute(sql`create trigger test_no_cleanup before delete on webhook_events for each row execute function test_fail()`);
    const errors = console.error;
    console.error = () => {};
    try {
      expect((await webhook.deliver()).status).toBe(500);
    } finally {
      console.error = errors;
      await env.db.execute(sql.raw(`drop trigger test_fail_write on ${write.split(' on ')[1]}`));
    }
    try {
      expect(await eventsNamed(env.db, 'opay', webhook.event.id)).toBe(0);
      await after(webhook);
    } finally {
      await env.db.execute(sql`drop trigger test_no_cleanup on webhook_events`);
    }
  }

  it('a webhook event is recorded only with its settlement: a failure after the event insert records neither, the retry settles', async () => {
    await crashDuring('pay', 'before insert on payments', async ({ booking, event, deliver }) => {
      expect(await paymentsOf(env.db, booking.reference)).toEqual([]);
      expect(await bookingStatus(env.db, booking.reference)).toBe(0);
      // The provider's retry of the same event is handled, not dropped as a duplicate.
      const retried = await deliver();
      expect(retried.body).toMatchObject({ code: '1', shortDescription: 'processed', data: { outcome: 'confirmed' } });
      expect(await eventsNamed(env.db, 'opay', event.id)).toBe(1);
      expect(await bookingStatus(env.db, booking.reference)).toBe(1);
      expect((await deliver()).body.shortDescription).toBe('already processed');
    });
  }, 60_000);

  it("a cancel webhook event is recorded only with the claim it let go", async () => {
    await crashDuring('cancel', 'before update on bookings', async ({ booking, deliver }) => {
      const claim = async () => (await env.db.select({ provider: bookings.paymentProvider }).from(bookings).where(eq(bookings.reference, booking.reference)))[0]?.provider;
      expect(await claim()).toBe('opay');
      expect((await deliver()).body).toMatchObject({ shortDescription: 'processed', data: { outcome: 'still-held' } });
      expect(await bookingStatus(env.db, booking.reference)).toBe(0);
      expect(await claim()).toBeNull();
    });
  }, 60_000);
});
