import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { and, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePath } from '../../../../contract/call';
import * as paymentCalls from '../../../../contract/calls/payment';
import { openSeededPostgres } from '../../../../tests/fixtures/both-databases';
import '../../../../tests/fixtures/quiet-refund-errors';
import type { TempPostgres } from '../../../../tests/fixtures/postgres';
import type { DbHandle } from '../../../db/client';
import { payments } from '../../../db/schema';
import { paymentChecks } from '../../../db/schema-payment-checks';
import { loadPaymentSettings } from '../../../providers/payments/settings';
import { refuseRefunds } from '../../../sandbox/payments/ledger';
import { sandboxTransactions } from '../../../sandbox/schema';
import { CHECKOUT_CASES } from '../../../testing/payment-cases';
import { appFor, createPendingBooking, openCheckoutElsewhere, PUBLIC_URL, ROOMY_PAYMENT_ENV, webhookRequest, type TestApp } from '../../../testing/payment-kit';
import { shiftCheckTimeline } from './run';

/*
 * The guarantee under load (issue 31): a burst of replayed webhooks and confirm calls for every
 * hard case, while the background check runs in two other server processes on the same
 * PostgreSQL (their claims skip each other's rows). Every payment ends in exactly one outcome and
 * money is conserved per provider: what the providers charged = what was issued + what went back.
 */

const BOOKINGS = 12;
const COPIES = 10;
const root = join(import.meta.dirname, '..', '..', '..', '..');
const [paystack, flutterwave] = CHECKOUT_CASES as [typeof CHECKOUT_CASES[0], typeof CHECKOUT_CASES[0]];

let pg: { handle: DbHandle; server: TempPostgres } | undefined;
let app: TestApp;
const settings = loadPaymentSettings(ROOMY_PAYMENT_ENV);
const workers: ChildProcess[] = [];

/** A checker process: tsx runs the worker script; resolves once it said 'ready'. */
async function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'tests', 'fixtures', 'payment-check-worker.ts')], {
    env: { ...process.env, DATABASE_URL: url, PUBLIC_URL, CHECK_EVERY_MS: '30' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  while (!out.includes('ready')) {
    if (child.exitCode !== null) throw new Error(`The check worker stopped: ${out}`);
    await Promise.race([once(child.stdout!, 'data'), once(child, 'exit')]);
  }
  return child;
}

describe('two server processes checking while webhooks and confirmations are replayed (PostgreSQL)', () => {
  beforeAll(async () => {
    pg = await openSeededPostgres();
    if (!pg) return;
    app = await appFor(pg.handle.db, { payments: settings, publicUrl: PUBLIC_URL });
    workers.push(await startWorker(pg.server.url), await startWorker(pg.server.url));
  }, 120_000);
  afterAll(async () => {
    for (const w of workers) {
      w.kill('SIGTERM');
      if (w.exitCode === null) await once(w, 'exit');
    }
    await pg?.handle.close();
    await pg?.server.stop();
  });

  it(`${BOOKINGS} bookings, every hard case, ${COPIES} copies of each webhook and confirmation: one outcome each, money conserved per provider`, async ({ skip }) => {
    if (!pg) return skip();
    const db = pg.handle.db;
    const pay = async (checkoutUrl: string, form: Record<string, string>) =>
      app.request(`${new URL(checkoutUrl, PUBLIC_URL).pathname}/pay`, { method: 'POST', body: new URLSearchParams({ webhook: 'lose', ...form }) });
    const references: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const booking = await createPendingBooking(db, { seats: 1 });
      references.push(booking.reference);
      const provider = i % 4 === 3 ? flutterwave : paystack;
      const init = await provider.initialize(app, booking.reference);
      // 0: a lost webhook; 1: the wrong amount; 2: paid at two providers; 3: paid after a seat was sold.
      await pay(init.checkoutUrl, i % 4 === 1 ? { amount: '77' } : i % 4 === 3 ? { late: '1' } : {});
      if (i % 4 === 2) await pay(await openCheckoutElsewhere(app, 'flutterwave', booking.reference), {});
    }
    // Some providers refuse a refund or two first: retried on the checks' schedule.
    for (const tx of await db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.reference, references))) {
      if (tx.provider === 'flutterwave') await refuseRefunds(db, tx.id, 2);
    }

    const txs = await db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.reference, references));
    const replays = txs.flatMap((tx) => {
      const provider = tx.provider === 'paystack' ? paystack : flutterwave;
      const event = { id: `${tx.id}:paid`, event: 'charge.success', data: { reference: tx.reference, providerReference: tx.id, status: 'paid' } };
      return Array.from({ length: COPIES }, () => [
        () => app.request(sitePath(paymentCalls.webhook, { provider: tx.provider }), webhookRequest(settings.secrets[tx.provider as 'paystack'], event)),
        () => provider.confirm(app, tx.reference),
      ]).flat();
    });
    // The clock runs fast for these payments: every 50 ms their checks' timelines move a minute.
    const ticking = new AbortController();
    const clock = (async () => {
      while (!ticking.signal.aborted) {
        const open = await db.select({ id: paymentChecks.id }).from(paymentChecks).where(and(inArray(paymentChecks.reference, references), isNull(paymentChecks.closedAt)));
        await shiftCheckTimeline(db, open.map((r) => r.id), 60_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = Date.now();
    const answers = await Promise.all(replays.map((send) => send()));
    expect(answers.every((a) => ('status' in a ? a.status : 0) < 500)).toBe(true);
    await expect.poll(async () => (await db.select({ id: paymentChecks.id }).from(paymentChecks)
      .where(and(inArray(paymentChecks.reference, references), isNull(paymentChecks.closedAt)))).length, { timeout: 60_000, interval: 200 }).toBe(0);
    ticking.abort();
    await clock;

    const checks = await db.select().from(paymentChecks).where(inArray(paymentChecks.reference, references));
    expect(checks.map((c) => c.outcome).filter((o) => o !== 'issued' && o !== 'refunded')).toEqual([]);
    const after = await db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.reference, references));
    const recorded = await db.select().from(payments).where(inArray(payments.providerReference, after.map((t) => t.id)));
    for (const provider of ['paystack', 'flutterwave']) {
      const charged = after.filter((t) => t.provider === provider && (t.status === 'paid' || t.status === 'refunded'));
      const received = (t: (typeof after)[number]) => (t.meta as { receivedKobo?: number }).receivedKobo ?? t.amountKobo;
      const issued = recorded.filter((p) => p.provider === provider && p.outcome === 'confirmed').reduce((n, p) => n + p.amountKobo, 0);
      const refunded = charged.filter((t) => t.status === 'refunded').reduce((n, t) => n + ((t.meta as { refundedKobo?: number }).refundedKobo ?? 0), 0);
      expect(charged.reduce((n, t) => n + received(t), 0), provider).toBe(issued + refunded);
      // Nothing charged is left unaccounted: each charge is a recorded payment, once.
      expect(recorded.filter((p) => p.provider === provider)).toHaveLength(charged.length);
    }
    for (const reference of references) {
      const confirmed = recorded.filter((p) => p.outcome === 'confirmed' && after.find((t) => t.id === p.providerReference)?.reference === reference);
      expect(confirmed.length).toBeLessThanOrEqual(1);
    }
    console.info(`[PostgreSQL, 2 checker processes] ${replays.length} replays; ${checks.length} checks closed (${checks.filter((c) => c.outcome === 'refunded').length} refunded) in ${Date.now() - started} ms`);
  }, 120_000);
});
