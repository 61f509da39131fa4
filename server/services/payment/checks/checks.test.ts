import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as walletCalls from '../../../../contract/calls/wallet';
import * as bookingCalls from '../../../../contract/calls/booking';
import { RELEASE_MESSAGES } from '../../../../contract/booking';
import { sitePath } from '../../../../contract/call';
import { outbox } from '../../../../tests/fixtures/accounts';
import '../../../../tests/fixtures/quiet-refund-errors';
import type { Db } from '../../../db/client';
import { bookings, payments } from '../../../db/schema';
import { paymentChecks } from '../../../db/schema-payment-checks';
import { refuseRefunds, settleProcessing } from '../../../sandbox/payments/ledger';
import { sandboxTransactions } from '../../../sandbox/schema';
import { newWalletCustomer, onBothDatabasesWithWallet, openWallet, ownerOf, walletCall, walletRow, type WalletTestApp } from '../../../testing/wallet-kit';
import { CHECKOUT_CASES, type ProviderCase } from '../../../testing/payment-cases';
import { createPendingBooking, openCheckoutElsewhere, pathOf, PUBLIC_URL } from '../../../testing/payment-kit';
import { paymentChecksOf } from './registry';
import { runDueChecks, type CheckDeps } from './run';
import { CHECK_OFFSETS_MS, CHECKS_IN_ALL } from './schedule';

/*
 * The guarantee (issue 31): every payment the server starts ends in exactly one outcome, asked of
 * its provider by the background check when no webhook or return settles it. Each hard case on
 * PGlite and on PostgreSQL, the check run at the moments of its schedule.
 */

/** Two card gateways the sandbox alone plays, in its own webhook shape: these are the payment service's rules, whatever the provider. */
const [card, otherCard] = ['opay', 'nomba'].map((name) => CHECKOUT_CASES.find((c) => c.provider === name)!) as [ProviderCase, ProviderCase];
const MINUTE = 60_000;

/** The check wiring createApp registered, with what closed and what support was told counted. */
function counted(db: Db) {
  const deps = paymentChecksOf(db)!;
  const closed: string[] = [];
  const support: string[] = [];
  const wrapped: CheckDeps = {
    ...deps,
    onClosed: async (row) => void closed.push(`${row.reference} ${row.provider} ${row.outcome}`),
    tellSupport: async (row) => {
      support.push(row.reference);
      await deps.tellSupport?.(row);
    },
  };
  return { deps: wrapped, closed, support };
}

/** Every check of the reference, as the background check left it. */
const checksOf = (db: Db, reference: string) => db.select().from(paymentChecks).where(eq(paymentChecks.reference, reference));
const statusOf = async (db: Db, reference: string) => (await db.select({ s: bookings.status }).from(bookings).where(eq(bookings.reference, reference)))[0]?.s;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms + 1000);
/** Runs the checks due at each moment of the schedule up to `untilMs` after `start`. */
async function runSchedule(db: Db, deps: CheckDeps, start: Date, untilMs: number) {
  for (const offset of CHECK_OFFSETS_MS.filter((ms) => ms <= untilMs)) await runDueChecks(db, deps, at(start, offset));
}

/** Opens a checkout for a new pending booking and submits its Pay form with the tester's fields. */
async function paid(t: WalletTestApp, form: Record<string, string> = {}, provider = card) {
  const booking = await createPendingBooking(t.db, { seats: 1 });
  const init = await provider.initialize(t.app, booking.reference);
  const res = await t.app.request(`${pathOf(init.checkoutUrl).split('?')[0]}/pay`, { method: 'POST', body: new URLSearchParams({ webhook: 'lose', ...form }) });
  expect(res.status).toBe(303);
  const [row] = await checksOf(t.db, booking.reference);
  return { booking, start: row!.createdAt };
}

onBothDatabasesWithWallet((name, t) => {
  it('a lost webhook and a closed tab: the check at one minute confirms the booking and closes once, with one receipt hook', async () => {
    const { deps, closed } = counted(t.db);
    const { booking, start } = await paid(t);
    expect(await runDueChecks(t.db, deps, new Date(start.getTime() + 30_000))).toEqual([]);
    expect(await statusOf(t.db, booking.reference)).toBe(0);
    await runSchedule(t.db, deps, start, 15 * MINUTE);
    expect(await statusOf(t.db, booking.reference)).toBe(1);
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'issued', checks: 1, lastAnswer: 'paid' }]);
    expect(closed).toEqual([`${booking.reference} opay issued`]);
  });

  it("releasing a booking whose money arrived (the webhook lost) is refused; one whose checkout was never paid is released, and a payment landing later is refunded", async () => {
    const { deps } = counted(t.db);
    const { booking, start } = await paid(t);
    const release = (reference: string) => t.app.request(sitePath(bookingCalls.releaseBooking), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref: reference, contact: '08012345678' }),
    });
    const refused = await release(booking.reference);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { shortDescription: string }).shortDescription).toBe(RELEASE_MESSAGES.paymentArrived(booking.reference));
    await runSchedule(t.db, deps, start, MINUTE);
    expect(await statusOf(t.db, booking.reference)).toBe(1);

    const open = await createPendingBooking(t.db, { seats: 1 });
    const init = await card.initialize(t.app, open.reference);
    expect((await release(open.reference)).status).toBe(200);
    expect(await statusOf(t.db, open.reference)).toBe(2);
    // The widget was still open and the traveller paid after all: the money goes back.
    await t.app.request(`${pathOf(init.checkoutUrl).split('?')[0]}/pay`, { method: 'POST', body: new URLSearchParams({ webhook: 'lose' }) });
    const [row] = await checksOf(t.db, open.reference);
    await runSchedule(t.db, deps, row!.createdAt, 15 * MINUTE);
    expect(await checksOf(t.db, open.reference)).toMatchObject([{ outcome: 'refunded' }]);
  });

  it('the provider says pending, then paid: open at 1 minute, issued at 5', async () => {
    const { deps } = counted(t.db);
    const { booking, start } = await paid(t, { outcome: 'processing' });
    await runDueChecks(t.db, deps, at(start, MINUTE));
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: null, lastAnswer: 'pending', checks: 1 }]);
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference));
    await settleProcessing(t.db, tx!.id, 'paid');
    await runDueChecks(t.db, deps, at(start, 5 * MINUTE));
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'issued', checks: 2 }]);
    expect(await statusOf(t.db, booking.reference)).toBe(1);
  });

  it('the provider says pending, then failed: no money taken, the check closes unpaid and the seats stay held', async () => {
    const { deps, closed } = counted(t.db);
    const { booking, start } = await paid(t, { outcome: 'processing' });
    await runDueChecks(t.db, deps, at(start, MINUTE));
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference));
    await settleProcessing(t.db, tx!.id, 'failed');
    await runDueChecks(t.db, deps, at(start, 5 * MINUTE));
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'unpaid' }]);
    expect(await statusOf(t.db, booking.reference)).toBe(0);
    expect(closed).toEqual([]);
  });

  it('paid after the hold lapsed and a seat was sold to someone else: refunded, once', async () => {
    const { deps } = counted(t.db);
    const { booking, start } = await paid(t, { late: '1' });
    await runSchedule(t.db, deps, start, 15 * MINUTE);
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'refunded', checks: 1 }]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerReference, (await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference)))[0]!.id));
    expect(payment).toMatchObject({ outcome: 'seats-lost', refundStatus: 'refunded', refundTries: 1 });
    expect((await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference)))[0]?.status).toBe('refunded');
  });

  it('the wrong amount: refunded, the booking not confirmed', async () => {
    const { deps } = counted(t.db);
    const { booking, start } = await paid(t, { amount: '100' });
    await runSchedule(t.db, deps, start, 15 * MINUTE);
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'refunded' }]);
    expect(await statusOf(t.db, booking.reference)).toBe(0);
  });

  it('two providers for one booking, the second refund refused once: one ticket, one refund on the next check', async () => {
    const { deps, closed } = counted(t.db);
    const { booking, start } = await paid(t);
    const page = await openCheckoutElsewhere(t.app, 'nomba', booking.reference);
    const [second] = await t.db.select().from(sandboxTransactions).where(and(eq(sandboxTransactions.reference, booking.reference), eq(sandboxTransactions.provider, 'nomba')));
    await refuseRefunds(t.db, second!.id, 1);
    // The first is settled by its check; the second's webhook arrives and is learned of (its refund refused).
    await runDueChecks(t.db, deps, at(start, MINUTE));
    expect((await t.app.request(`${page}/pay`, { method: 'POST' })).status).toBe(303);
    expect(await otherCard.confirm(t.app, booking.reference)).toMatchObject({ status: 409, body: { code: 'refund' } });
    const open = (await checksOf(t.db, booking.reference)).find((c) => c.provider === 'nomba')!;
    expect(open).toMatchObject({ outcome: null });
    await runDueChecks(t.db, deps, at(open.createdAt, 0));
    await runSchedule(t.db, deps, open.createdAt, 15 * MINUTE);
    const rows = await checksOf(t.db, booking.reference);
    expect(rows.map((r) => [r.provider, r.outcome]).sort()).toEqual([['nomba', 'refunded'], ['opay', 'issued']]);
    expect(closed.sort()).toEqual([`${booking.reference} nomba refunded`, `${booking.reference} opay issued`]);
    expect(await t.db.select({ outcome: payments.outcome, refund: payments.refundStatus, tries: payments.refundTries }).from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId)).where(eq(bookings.reference, booking.reference)))
      .toEqual(expect.arrayContaining([{ outcome: 'confirmed', refund: null, tries: 0 }, { outcome: 'duplicate', refund: 'refunded', tries: 2 }]));
  });

  it('a refund refused at every try: retried on the schedule, then support is told once after the last check', async () => {
    const { deps, support } = counted(t.db);
    const { booking, start } = await paid(t, { amount: '50' });
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference));
    await refuseRefunds(t.db, tx!.id, 99);
    await runSchedule(t.db, deps, start, Number.POSITIVE_INFINITY);
    const [row] = await checksOf(t.db, booking.reference);
    expect(row).toMatchObject({ outcome: 'support', checks: CHECKS_IN_ALL, lastAnswer: 'refund' });
    expect(row?.supportNotifiedAt).not.toBeNull();
    expect(support).toEqual([booking.reference]);
    expect((await t.db.select({ tries: payments.refundTries }).from(payments).where(eq(payments.providerReference, tx!.id)))[0]?.tries).toBe(CHECKS_IN_ALL);
    const mails = (await outbox(t.app, t.payments.supportEmail)).filter((m) => m.subject?.includes(booking.reference));
    expect(mails).toHaveLength(1);
    // Asked again later, nothing more is sent.
    await runDueChecks(t.db, deps, at(start, 48 * 60 * MINUTE));
    expect(support).toHaveLength(1);
  });

  it('a refund a crash left half done (claimed, never answered) is claimed again once its lease is over', async () => {
    const { deps } = counted(t.db);
    const { booking, start } = await paid(t, { amount: '60' });
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, booking.reference));
    // The crash: the payment recorded, its refund claimed three minutes ago, the provider never asked.
    await refuseRefunds(t.db, tx!.id, 1);
    await runDueChecks(t.db, deps, at(start, MINUTE));
    await t.db.update(payments).set({ refundStatus: 'pending', refundClaimedAt: new Date(Date.now() - 3 * MINUTE) }).where(eq(payments.providerReference, tx!.id));
    await runDueChecks(t.db, deps, at(start, 5 * MINUTE));
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'refunded' }]);
    expect((await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, tx!.id)))[0]?.status).toBe('refunded');
  });

  it('a checkout never paid: asked all day, then closed unpaid (support is not told)', async () => {
    const { deps, support } = counted(t.db);
    const booking = await createPendingBooking(t.db, { seats: 1 });
    await card.initialize(t.app, booking.reference);
    const [row] = await checksOf(t.db, booking.reference);
    await runSchedule(t.db, deps, row!.createdAt, Number.POSITIVE_INFINITY);
    expect(await checksOf(t.db, booking.reference)).toMatchObject([{ outcome: 'unpaid', checks: CHECKS_IN_ALL, lastAnswer: 'pending' }]);
    expect(support).toEqual([]);
  });

  it('a wallet funding paid by card whose webhook was lost is credited by its check', async () => {
    const { deps } = counted(t.db);
    const c = await newWalletCustomer(t);
    await openWallet(t, c);
    const created = await walletCall<{ Reference: string; AuthorizationUrl: string }>(t, walletCalls.createPayment, { token: c.token, form: { ...ownerOf(c), Amount: '1500', FundingSource: '1' } });
    const { Reference, AuthorizationUrl } = created.body.Payload;
    await t.app.request(`${pathOf(AuthorizationUrl).split('?')[0]}/pay`, { method: 'POST', body: new URLSearchParams({ webhook: 'lose' }) });
    const [row] = await checksOf(t.db, Reference);
    expect(row).toMatchObject({ kind: 'funding', provider: 'paystack', amountKobo: 150_000, email: c.email });
    await runSchedule(t.db, deps, row!.createdAt, 15 * MINUTE);
    expect(await checksOf(t.db, Reference)).toMatchObject([{ outcome: 'issued' }]);
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(150_000);
    console.info(`[${name}] every hard case ended in one outcome (PUBLIC_URL ${PUBLIC_URL})`);
  });
});
