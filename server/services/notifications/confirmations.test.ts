import { and, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { confirmationNotices } from '../../db/schema';
import { outboxMessages, sandboxTransactions } from '../../sandbox/schema';
import { outboxMessenger } from '../../testing/outbox-messenger';
import type { Message, Messenger } from '../../providers/messaging/types';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { CHECKOUT_CASES, type ProviderCase } from '../../testing/payment-cases';
import {
  appFor, createPendingBooking, finishedWithoutWebhook, openCheckoutElsewhere, pressCheckout, PUBLIC_URL, ROOMY_PAYMENT_ENV, type TestApp, webhookRequest, ofReference,
} from '../../testing/payment-kit';
import { CONFIRMATION_WAIT_MS, oweConfirmation, sendConfirmationOnce } from './confirmations';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * Issue 12 point 1: a confirmed booking sends one e-mail and one SMS, however often and however
 * concurrently its confirmation is replayed (confirm calls and webhooks), on PGlite and on a
 * real PostgreSQL pool where the replays truly overlap. A messaging failure never fails the
 * payment, and the next replay sends what was owed.
 */

const BURST = 200;
/** Two card gateways the sandbox alone plays, in its own webhook shape: the confirmations' rules, whatever the provider. */
const [card, otherCard] = ['opay', 'nomba'].map((name) => CHECKOUT_CASES.find((c) => c.provider === name)!) as [ProviderCase, ProviderCase];
const settings = loadPaymentSettings(ROOMY_PAYMENT_ENV);

/** The messages that name this reference, by channel. */
async function sentFor(db: Db, reference: string) {
  const rows = await db.select().from(outboxMessages).where(like(outboxMessages.body, `%${reference}%`));
  return { email: rows.filter((m) => m.channel === 'email'), sms: rows.filter((m) => m.channel === 'sms') };
}

async function noticeOf(db: Db, reference: string) {
  const [row] = await db.select().from(confirmationNotices).where(and(eq(confirmationNotices.kind, 'booking'), eq(confirmationNotices.reference, reference)));
  return row;
}

/** A booking paid at a sandbox card checkout with its webhook held back, and that webhook. */
async function paidBooking(db: Db, app: TestApp) {
  const booking = await finishedWithoutWebhook(app, db, card, { seats: 2 });
  const [tx] = await db.select().from(sandboxTransactions).where(ofReference(booking.reference));
  const event = { id: `${tx!.id}:paid`, event: 'charge.success', data: { reference: booking.reference, providerReference: tx!.id, status: 'paid' } };
  const webhook = () => app.request(sitePath(paymentCalls.webhook, { provider: 'opay' }), webhookRequest(settings.secrets.opay, event));
  return { booking, webhook };
}

/** The real app with its messenger replaced (the outbox behind a switch, or one that never answers). */
const appWith = (db: Db, messenger: Messenger) =>
  createApp({ db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true, publicUrl: PUBLIC_URL, payments: settings }, accounts: { messenger } });

onBothDatabasesWithApp((db) => appFor(db, { payments: settings, publicUrl: PUBLIC_URL }), (name, env) => {
  it(`${BURST} concurrent confirmations and webhooks of one payment send one e-mail and one SMS`, async () => {
    const { booking, webhook } = await paidBooking(env.db, env.app);
    const statuses = await Promise.all(Array.from({ length: BURST }, async (_, i) =>
      (i % 10 === 0 ? await webhook() : (await card.confirm(env.app, booking.reference))).status));
    expect(statuses).toEqual(Array(BURST).fill(200));
    // The answers wait for the messages only so long (CONFIRMATION_WAIT_MS); the mail server may take longer under the burst.
    await vi.waitFor(async () => expect(Object.values(await sentFor(env.db, booking.reference)).map((m) => m.length)).toEqual([1, 1]), { timeout: 10_000 });
    const sent = await sentFor(env.db, booking.reference);
    expect(sent.email.map((m) => [m.to, m.subject])).toEqual([['ada@example.com', `Your Freely ticket ${booking.reference}`]]);
    expect(sent.sms.map((m) => m.to)).toEqual(['+2348012345678']);
    for (const m of [...sent.email, ...sent.sms]) expect(m.body).toContain(`${PUBLIC_URL}/bookingStatus?ref=${booking.reference}`);
    expect((await noticeOf(env.db, booking.reference))?.sentAt).toBeInstanceOf(Date);

    // Later replays, and a second payment of the paid booking (refunded), send nothing more.
    expect((await card.confirm(env.app, booking.reference)).status).toBe(200);
    await pressCheckout(env.app, `${PUBLIC_URL}${await openCheckoutElsewhere(env.app, 'nomba', booking.reference)}`, 'pay');
    expect((await otherCard.confirm(env.app, booking.reference)).body.code).toBe('refund');
    const after = await sentFor(env.db, booking.reference);
    expect([after.email.length, after.sms.length]).toEqual([1, 1]);
    console.info(`[${name}] ${BURST} replays of a confirmation: 1 e-mail, 1 SMS`);
  }, 120_000);

  it('a messaging outage: the payment is confirmed anyway, the notice stays owed, and the next replay sends it', async () => {
    const outbox = outboxMessenger(env.db);
    const down = { on: true };
    const flaky: Messenger = { send: (m: Message) => (down.on ? Promise.reject(new Error('SMS gateway down (test)')) : outbox.send(m)) };
    const flakyApp = await appWith(env.db, flaky);
    const { booking, webhook } = await paidBooking(env.db, flakyApp);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const confirmed = await card.confirm(flakyApp, booking.reference);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ bookingReference: booking.reference, bookingStatus: 1 });
      expect((await webhook()).status).toBe(200);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`confirmation of ${booking.reference} was not sent`), expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    expect((await noticeOf(env.db, booking.reference))?.sentAt).toBeNull();
    expect(await sentFor(env.db, booking.reference)).toEqual({ email: [], sms: [] });

    down.on = false;
    const statuses = await Promise.all(Array.from({ length: 50 }, async () => (await card.confirm(flakyApp, booking.reference)).status));
    expect(statuses).toEqual(Array(50).fill(200));
    const sent = await sentFor(env.db, booking.reference);
    expect([sent.email.length, sent.sms.length]).toEqual([1, 1]);
    expect((await noticeOf(env.db, booking.reference))?.sentAt).toBeInstanceOf(Date);
  }, 60_000);

  it('a messenger that does not answer holds the confirmation up for at most a moment', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => { release = resolve; });
    const outbox = outboxMessenger(env.db);
    const stuck: Messenger = { send: (m) => answered.then(() => outbox.send(m)) };
    const stuckApp = await appWith(env.db, stuck);
    const { booking } = await paidBooking(env.db, stuckApp);
    const started = performance.now();
    expect((await card.confirm(stuckApp, booking.reference)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(CONFIRMATION_WAIT_MS + 1_500);
    // Claimed while it is being sent: a replay meanwhile does not send it a second time.
    expect((await card.confirm(stuckApp, booking.reference)).status).toBe(200);
    release();
    await vi.waitFor(async () => expect((await sentFor(env.db, booking.reference)).sms).toHaveLength(1));
    expect((await sentFor(env.db, booking.reference)).email).toHaveLength(1);
  }, 60_000);

  it('a cancelled payment sends nothing and owes nothing', async () => {
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const init = await card.initialize(env.app, booking.reference);
    await pressCheckout(env.app, init.checkoutUrl, 'cancel');
    expect((await card.confirm(env.app, booking.reference)).body.code).not.toBe('1');
    expect(await noticeOf(env.db, booking.reference)).toBeUndefined();
    expect(await sentFor(env.db, booking.reference)).toEqual({ email: [], sms: [] });
  }, 60_000);

  it('any kind of confirmation is sent once: a burst of sends for a wallet funding composes and sends one', async () => {
    const notice = { kind: 'wallet' as const, reference: `WAL-${name}-${Date.now()}` };
    const outbox = outboxMessenger(env.db);
    const compose = vi.fn(() => [{ channel: 'sms' as const, to: '+2348099990000', body: `Wallet funded: ${notice.reference}` }]);
    expect(await sendConfirmationOnce(env.db, outbox, notice, compose)).toBe('not-owed');
    await oweConfirmation(env.db, notice);
    await oweConfirmation(env.db, notice);
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => sendConfirmationOnce(env.db, outbox, notice, compose)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'not-owed')).toHaveLength(99);
    expect(compose).toHaveBeenCalledTimes(1);
    expect((await sentFor(env.db, notice.reference)).sms).toHaveLength(1);
  }, 60_000);
});
