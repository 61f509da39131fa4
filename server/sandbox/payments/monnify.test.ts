import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { monnifyProvider, signMonnifyBody, type MonnifySettings } from '../../providers/payments/monnify/adapter';
import { MONNIFY_SIGNATURE_HEADER } from '../../providers/payments/monnify/wire';
import { ProviderTrouble } from '../../providers/payments/trouble';
import type { CheckoutRequest } from '../../providers/payments/types';
import type { WebhookReading } from '../../providers/payments/webhook-event';
import { eq, sql } from 'drizzle-orm';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { sandboxTransactions } from '../schema';
import { servedWireStandIns, type ServedWireStandIns } from '../../testing/wire-stand-ins';

/** The real Monnify adapter (server/providers/payments/monnify/) against the sandbox's Monnify, over HTTP. */
const API_KEY = 'MK_TEST_STANDIN00';
const SECRET = 'standin-secret-key-0000000000';
const CONTRACT = '1234567890';
const TOKEN_SECONDS = 3_600;
const webhooks: { body: string; signature: string | null }[] = [];
const database = seededDatabase();
let monnify: ServedWireStandIns;
// One clock for the stand-in and the adapters, moved by hand: a token's expiry without waiting for it.
let clock = Date.parse('2025-03-01T09:00:00.000Z');
const now = () => new Date(clock);
const adapter = (overrides: Partial<MonnifySettings> = {}, options: { now?: () => Date } = {}) =>
  monnifyProvider({ apiKey: API_KEY, secretKey: SECRET, contractCode: CONTRACT, baseUrl: monnify.baseUrl('moniepoint'), timeoutMs: 2_000, ...overrides }, { now, ...options });
let shared: ReturnType<typeof adapter>;

let serial = 0;
const checkout = (amountKobo = 1_300_000): CheckoutRequest => {
  const reference = `FRE-MNF${String(++serial).padStart(4, '0')}`;
  return { reference, amountKobo, email: 'ada@example.com', customerName: 'Ada Obi', phoneNumber: '08012345678', callbackUrl: `https://freely.example/monnify-pay?paymentReference=${reference}` };
};
const read = (body: string, signature: string | null, secret = SECRET): WebhookReading =>
  shared.verifyWebhook({ header: (name) => (name === MONNIFY_SIGNATURE_HEADER ? signature ?? undefined : undefined), rawBody: body }, secret);

beforeAll(async () => {
  monnify = await servedWireStandIns({
    db: database.db,
    credentials: { moniepoint: { apiKey: API_KEY, secretKey: SECRET, contractCode: CONTRACT } },
    now,
    tokenSeconds: TOKEN_SECONDS,
    webhookUrl: `https://freely.example${sitePath(paymentCalls.webhook, { provider: 'moniepoint' })}`,
    deliver: async (_url: RequestInfo | URL, init?: RequestInit) => {
      webhooks.push({ body: String(init?.body), signature: new Headers(init?.headers).get(MONNIFY_SIGNATURE_HEADER) });
      return new Response('ok');
    },
  });
  shared = adapter();
});
afterAll(() => monnify.close());

describe('Monnify adapter against its stand-in', () => {
  it('opens a checkout in naira, is pending until paid, then verifies paid in kobo, and the signed webhook reads as our booking', async () => {
    const request = checkout(1_300_050);
    const opened = await shared.initialize(request);
    expect(opened.providerReference).toBe(`${request.reference}.1`);
    expect(opened.checkoutUrl).toMatch(new RegExp(`^${monnify.origin}/sandbox/moniepoint/checkout/MNFY_`));
    expect(await monnify.monnify(opened.providerReference)).toMatchObject({ totalPayable: 13_000.5, currencyCode: 'NGN', paymentStatus: 'PENDING' });
    expect(await shared.verify(request.reference)).toMatchObject({ status: 'pending', amountKobo: 1_300_050 });

    const back = new URL(await monnify.press(opened.checkoutUrl, 'pay'));
    // Ours first (the booking, as the callback page reads it), then the one Monnify adds (the checkout).
    expect(back.searchParams.getAll('paymentReference')).toEqual([request.reference, opened.providerReference]);
    const paid = await shared.verify(request.reference);
    expect(paid).toMatchObject({ status: 'paid', amountKobo: 1_300_050, providerReference: opened.providerReference });
    expect(paid?.refunded).toBeUndefined();
    // Monnify's Lagos time with no zone, read as the instant it was.
    // Written in Lagos time with no zone, read back to the instant: an hour off would be a zone mistake.
    expect(Math.abs(paid!.paidAt!.getTime() - Date.now())).toBeLessThan(5_000);

    const webhook = webhooks.at(-1)!;
    const { transactionReference } = (await monnify.monnify(opened.providerReference))!;
    expect(read(webhook.body, webhook.signature)).toEqual({
      event: {
        id: `${transactionReference}:SUCCESSFUL_TRANSACTION`, event: 'SUCCESSFUL_TRANSACTION',
        data: { reference: request.reference, providerReference: opened.providerReference, status: 'PAID', amount: 1_300_050 },
      },
    });
  });

  it('logs in once for many calls, and 20 verifies at once share one login', async () => {
    const fresh = adapter();
    const before = monnify.logins();
    const request = checkout();
    await fresh.initialize(request);
    await fresh.verify(request.reference);
    await fresh.verify(request.reference, `${request.reference}.1`);
    expect(monnify.logins()).toBe(before + 1);

    const burst = adapter();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => burst.verify(request.reference)));
    expect(verdicts.every((verdict) => verdict?.status === 'pending')).toBe(true);
    expect(monnify.logins()).toBe(before + 2);
  });

  it('a token near its end is renewed by one new login before Monnify would refuse it', async () => {
    const request = checkout();
    await shared.initialize(request);
    const before = monnify.logins();
    clock += (TOKEN_SECONDS - 30) * 1000;
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => shared.verify(request.reference)));
    expect(verdicts.every((verdict) => verdict?.status === 'pending')).toBe(true);
    expect(monnify.logins()).toBe(before + 1);
    await shared.verify(request.reference);
    expect(monnify.logins()).toBe(before + 1);
  });

  it('a token Monnify refuses (401) although ours says it lasts is dropped: one new login, and the call goes through', async () => {
    // This adapter's clock stands still while Monnify's passes the token's end.
    const frozen = new Date(clock);
    const behind = adapter({}, { now: () => frozen });
    const request = checkout();
    await behind.initialize(request);
    const before = monnify.logins();
    clock += (TOKEN_SECONDS + 1) * 1000;
    expect(await behind.verify(request.reference)).toMatchObject({ status: 'pending' });
    expect(monnify.logins()).toBe(before + 1);
    await behind.verify(request.reference);
    expect(monnify.logins()).toBe(before + 1);
  });

  it('a second checkout of one booking is a new paymentReference; the paid one wins, the cancelled one reads cancelled, and each can be asked alone', async () => {
    const request = checkout();
    const first = await shared.initialize(request);
    const back = new URL(await monnify.press(first.checkoutUrl, 'cancel'));
    expect(back.searchParams.getAll('paymentReference')).toEqual([request.reference, first.providerReference]);
    expect(await shared.verify(request.reference)).toMatchObject({ status: 'cancelled', providerReference: first.providerReference });
    const second = await shared.initialize(request);
    expect(second.providerReference).toBe(`${request.reference}.2`);
    await monnify.press(second.checkoutUrl, 'pay');
    expect(await shared.verify(request.reference)).toMatchObject({ status: 'paid', providerReference: second.providerReference });
    expect(await shared.verify(request.reference, first.providerReference)).toMatchObject({ status: 'cancelled' });
    expect(await shared.verify(request.reference, 'FRE-SOMEONE.1')).toBeUndefined();
    expect(await shared.verify('FRE-NEVERSEEN')).toBeUndefined();
  });

  it("reads each of Monnify's statuses as ours: a part or too much paid is paid with what was taken, expired and failed are failed", async () => {
    const request = checkout();
    const opened = await shared.initialize(request);
    // The stand-in's books, set by hand to each state Monnify can report.
    const cases = [
      ['paid', 500_025, 'PARTIALLY_PAID', { status: 'paid', amountKobo: 500_025 }],
      ['paid', 1_400_000, 'OVERPAID', { status: 'paid', amountKobo: 1_400_000 }],
      ['refunded', 1_300_000, 'REVERSED', { status: 'paid', amountKobo: 1_300_000, refunded: true }],
      ['expired', 0, 'EXPIRED', { status: 'failed', amountKobo: 1_300_000 }],
      ['failed', 0, 'FAILED', { status: 'failed', amountKobo: 1_300_000 }],
    ] as const;
    for (const [status, receivedKobo, paymentStatus, expected] of cases) {
      await database.db.update(sandboxTransactions)
        .set({ status, meta: sql`${sandboxTransactions.meta} || ${JSON.stringify({ receivedKobo })}::jsonb` })
        .where(eq(sandboxTransactions.reference, opened.providerReference));
      expect((await monnify.monnify(opened.providerReference))?.paymentStatus).toBe(paymentStatus);
      expect(await shared.verify(request.reference), paymentStatus).toMatchObject(expected);
    }
  });

  it('refunds once: Monnify then says REVERSED (paid and given back); asking again moves nothing; an unpaid one is refused', async () => {
    const request = checkout(1_300_050);
    const opened = await shared.initialize(request);
    await expect(shared.refund(opened.providerReference, request.amountKobo)).rejects.toThrow(/refuse/);
    await expect(shared.refund(`${request.reference}.7`, request.amountKobo)).rejects.toThrow(/refuse/);
    await monnify.press(opened.checkoutUrl, 'pay');
    await shared.refund(opened.providerReference, request.amountKobo);
    expect(await shared.verify(request.reference)).toMatchObject({ status: 'paid', amountKobo: 1_300_050, refunded: true });
    await shared.refund(opened.providerReference, request.amountKobo);
    expect(await monnify.refundedKobo('moniepoint', opened.providerReference)).toBe(1_300_050);
  });

  it('reads a webhook only with the right signature over the exact body', async () => {
    const body = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { transactionReference: 'MNFY|64|1|9', paymentReference: 'FRE-WEBHOOK1.1', paymentStatus: 'PAID', amountPaid: '100.50', totalPayable: 100.5 } });
    expect(read(body, signMonnifyBody(SECRET, body))).toMatchObject({ event: { id: 'MNFY|64|1|9:SUCCESSFUL_TRANSACTION', data: { reference: 'FRE-WEBHOOK1', amount: 10_050 } } });
    expect(read(`${body} `, signMonnifyBody(SECRET, body))).toEqual({ refused: 'signature' });
    expect(read(body, signMonnifyBody('someone-elses-secret-key-000', body))).toEqual({ refused: 'signature' });
    // Keyed with the API key instead of the secret key: still not Monnify's.
    expect(read(body, signMonnifyBody(API_KEY, body))).toEqual({ refused: 'signature' });
    expect(read(body, null)).toEqual({ refused: 'signature' });
    expect(read(body, 'ab'.repeat(32))).toEqual({ refused: 'signature' });
    expect(read('not json', signMonnifyBody(SECRET, 'not json'))).toEqual({ refused: 'not-json' });
    const stranger = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { transactionReference: 'MNFY|64|1|10', paymentReference: 'someone-elses-ref' } });
    expect(read(stranger, signMonnifyBody(SECRET, stranger))).toEqual({ refused: 'not-an-event' });
    const refundEvent = JSON.stringify({ eventType: 'SUCCESSFUL_REFUND', eventData: { transactionReference: 'MNFY|64|1|11', refundReference: 'FRE-WEBHOOK1.1-refund' } });
    expect(read(refundEvent, signMonnifyBody(SECRET, refundEvent))).toEqual({ refused: 'not-an-event' });
  });

  it('a wrong API key, another contract code, a 503, a stall past our deadline and an answer not in its shape are trouble, never a verdict', async () => {
    const request = checkout();
    await expect(adapter({ apiKey: 'MK_TEST_WRONGWRONG' }).initialize(request)).rejects.toThrow(ProviderTrouble);
    await expect(adapter({ secretKey: 'wrong-secret-key-000000000000' }).verify(request.reference)).rejects.toThrow(ProviderTrouble);
    await expect(adapter({ contractCode: '0000000000' }).initialize(request)).rejects.toThrow(ProviderTrouble);

    const quick = adapter({ timeoutMs: 300 });
    // Logged in already, so each hiccup meets the status query itself.
    expect(await quick.verify(request.reference)).toBeUndefined();
    for (const hiccup of ['503', 'garbled', 'stall'] as const) {
      monnify.next([hiccup]);
      const started = Date.now();
      await expect(quick.verify(request.reference), hiccup).rejects.toBeInstanceOf(ProviderTrouble);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // And meeting the login.
    for (const hiccup of ['503', 'garbled', 'stall'] as const) {
      monnify.next([hiccup]);
      const started = Date.now();
      await expect(adapter({ timeoutMs: 300 }).verify(request.reference), `login ${hiccup}`).rejects.toBeInstanceOf(ProviderTrouble);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // The stand-in is well again: nothing was opened by the failed calls.
    expect(await quick.verify(request.reference)).toBeUndefined();
  });
});
