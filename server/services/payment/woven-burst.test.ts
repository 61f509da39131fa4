import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import type { Ticket } from '../../../contract/booking';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { bookings, confirmationNotices, payments, webhookEvents } from '../../db/schema';
import { virtualAccounts } from '../../db/schema-woven';
import { loadPaymentSettings } from '../../providers/payments/settings';
import { sandboxTransactions } from '../../sandbox/schema';
import { appFor, createPendingBooking, PUBLIC_URL, ROOMY_PAYMENT_ENV, type Envelope, webhookRequest, send } from '../../testing/payment-kit';

/*
 * /woven-pay's money under load, on PGlite and on PostgreSQL with a pool of ten: a burst of
 * openings gives one account; a transfer whose webhook is replayed hundreds of times while the
 * page's status poll runs alongside confirms the booking once, with one payment and one
 * confirmation owed; a wrong amount replayed the same way is refunded once.
 */

const BURST = 200;
const settings = loadPaymentSettings(ROOMY_PAYMENT_ENV);

onBothDatabasesWithApp((db) => appFor(db, { payments: settings, publicUrl: PUBLIC_URL }), (name, env) => {
  const openAccount = (ref: string) => send(env.app, paymentCalls.wovenAccount, { body: { customer_reference: ref } });
  const status = (ref: string) => send(env.app, paymentCalls.wovenConfirm, { params: { ref } });
  const paymentsOf = async (reference: string) =>
    env.db.select({ outcome: payments.outcome, refund: payments.refundStatus }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId)).where(eq(bookings.reference, reference));

  /** A booking with its account, and the transfer sent with its webhook held back; then a way to deliver that webhook. */
  async function transferred(amountNaira?: number) {
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const account = (await openAccount(booking.reference)).body.data;
    const sent = await env.app.request(`/sandbox/woven/transfer/${account.vnuban}?webhook=skip`, {
      method: 'POST', body: new URLSearchParams(amountNaira === undefined ? {} : { amount: String(amountNaira) }),
    });
    expect(sent.status).toBe(303);
    const id = `WVN_${account.vnuban}`;
    const event = { id: `${id}:paid`, event: 'transfer.received', data: { reference: booking.reference, providerReference: id, status: 'paid' } };
    const deliver = async () => {
      const res = await env.app.request(sitePath(paymentCalls.webhook, { provider: 'woven' }), webhookRequest(settings.secrets.woven, event));
      return { status: res.status, body: (await res.json()) as Envelope };
    };
    return { booking, account, event, deliver };
  }

  it(`${BURST} concurrent openings of one booking's account give one account at the provider and one row`, async () => {
    const booking = await createPendingBooking(env.db, { seats: 1 });
    const results = await Promise.all(Array.from({ length: BURST }, () => openAccount(booking.reference)));
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(new Set(results.map((r) => r.body.data.vnuban)).size).toBe(1);
    const atProvider = await env.db.select().from(sandboxTransactions).where(and(eq(sandboxTransactions.provider, 'woven'), eq(sandboxTransactions.reference, booking.reference)));
    expect(atProvider).toHaveLength(1);
    const [b] = await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booking.reference));
    expect(await env.db.select().from(virtualAccounts).where(eq(virtualAccounts.bookingId, b!.id))).toHaveLength(1);
  }, 120_000);

  it(`a transfer's webhook replayed ${BURST / 2} times while the page polls ${BURST / 2} times confirms the booking once`, async () => {
    const { booking, event, deliver } = await transferred();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => (i % 2 === 0 ? deliver() : status(booking.reference))));
    const ms = Math.round(performance.now() - started);
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Every poll answers the ticket; every webhook copy 'processed' or 'already processed'.
    for (const [i, r] of results.entries()) {
      if (i % 2 === 1) expect((r.body.data as Ticket).bookingReference).toBe(booking.reference);
      else expect(['processed', 'already processed']).toContain(r.body.shortDescription);
    }
    expect(await paymentsOf(booking.reference)).toEqual([{ outcome: 'confirmed', refund: null }]);
    const [row] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row!.status).toBe(1);
    expect((await env.db.select({ n: count() }).from(webhookEvents).where(and(eq(webhookEvents.provider, 'woven'), eq(webhookEvents.eventId, event.id))))[0]!.n).toBeLessThanOrEqual(1);
    expect((await env.db.select({ n: count() }).from(confirmationNotices).where(eq(confirmationNotices.reference, booking.reference)))[0]!.n).toBe(1);
    console.info(`[${name}] ${BURST} webhook copies and status polls: ${ms} ms, 1 payment`);
  }, 120_000);

  it(`a wrong amount replayed ${BURST} times (webhook and polls) is recorded once and refunded once`, async () => {
    const { booking, account, deliver } = await transferred(500);
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => (i % 2 === 0 ? deliver() : status(booking.reference))));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await paymentsOf(booking.reference)).toEqual([{ outcome: 'amount-mismatch', refund: 'refunded' }]);
    const [tx] = await env.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, `WVN_${account.vnuban}`));
    expect(tx!.status).toBe('refunded');
    expect(tx!.meta).toMatchObject({ refundedKobo: 50_000 });
    const [row] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row!.status).toBe(0);
  }, 120_000);
});
