import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { flutterwaveProvider } from '../../providers/payments/flutterwave/adapter';
import { FLUTTERWAVE_HASH_HEADER, FLUTTERWAVE_PATHS } from '../../providers/payments/flutterwave/wire';
import { ProviderTrouble } from '../../providers/payments/trouble';
import type { CheckoutRequest } from '../../providers/payments/types';
import type { WebhookReading } from '../../providers/payments/webhook-event';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { servedWireStandIns, type ServedWireStandIns } from '../../testing/wire-stand-ins';

/** The real Flutterwave adapter (server/providers/payments/flutterwave/) against the sandbox's Flutterwave, over HTTP. */
const SECRET = 'FLWSECK_TEST-standin0000000000-X';
const HASH = 'standin-secret-hash-000000';
const webhooks: { body: string; hash: string | null }[] = [];
const database = seededDatabase();
let flutterwave: ServedWireStandIns;
const adapter = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
  flutterwaveProvider({ secretKey: SECRET, secretHash: HASH, publicKey: 'FLWPUBK_TEST-standin-X', baseUrl: flutterwave.baseUrl('flutterwave'), timeoutMs: 2_000, ...overrides });

let serial = 0;
/** ₦13,000.50: the kobo must survive the trip through naira. */
const checkout = (): CheckoutRequest => {
  const reference = `FRE-FLW${String(++serial).padStart(4, '0')}`;
  return { reference, amountKobo: 1_300_050, email: 'ada@example.com', customerName: 'Ada Obi', phoneNumber: '08012345678', callbackUrl: `https://freely.example/flutter-pay?tx_ref=${reference}` };
};
const read = (body: string, hash: string | null): WebhookReading =>
  adapter().verifyWebhook({ header: (name) => (name === FLUTTERWAVE_HASH_HEADER ? hash ?? undefined : undefined), rawBody: body }, HASH);

beforeAll(async () => {
  flutterwave = await servedWireStandIns({
    db: database.db,
    credentials: { flutterwave: { secretKey: SECRET, secretHash: HASH } },
    webhookUrl: `https://freely.example${sitePath(paymentCalls.webhook, { provider: 'flutterwave' })}`,
    deliver: async (_url: RequestInfo | URL, init?: RequestInit) => {
      webhooks.push({ body: String(init?.body), hash: new Headers(init?.headers).get(FLUTTERWAVE_HASH_HEADER) });
      return new Response('ok');
    },
  });
});
afterAll(() => flutterwave.close());

describe('Flutterwave adapter against its stand-in', () => {
  it('opens a checkout in naira, is pending until paid, then verifies paid with the amount in kobo, and the webhook reads as our booking', async () => {
    const request = checkout();
    const opened = await adapter().initialize(request);
    expect(opened.providerReference).toBe(`${request.reference}.1`);
    expect(opened.checkoutUrl).toMatch(new RegExp(`^${flutterwave.origin}/sandbox/flutterwave/checkout/FLW_`));
    expect(await flutterwave.flutterwave(opened.providerReference)).toMatchObject({ amount: 13_000.5, currency: 'NGN' });
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'pending', amountKobo: 1_300_050 });

    const back = new URL(await flutterwave.press(opened.checkoutUrl, 'pay'));
    const { id } = (await flutterwave.flutterwave(opened.providerReference))!;
    // Flutterwave appends its own tx_ref (the attempt) after the callback's (the booking).
    expect([...back.searchParams]).toEqual([['tx_ref', request.reference], ['status', 'successful'], ['tx_ref', opened.providerReference], ['transaction_id', String(id)]]);
    const paid = await adapter().verify(request.reference);
    expect(paid).toMatchObject({ status: 'paid', amountKobo: 1_300_050, providerReference: opened.providerReference });
    expect(paid?.paidAt).toBeInstanceOf(Date);

    const webhook = webhooks.at(-1)!;
    expect(webhook.hash).toBe(HASH);
    expect(read(webhook.body, webhook.hash)).toEqual({
      event: { id: `${id}:charge.completed`, event: 'charge.completed', data: { reference: request.reference, providerReference: opened.providerReference, status: 'successful', amount: 1_300_050 } },
    });
  });

  it('a second checkout of one booking is a new tx_ref; a cancelled one reads cancelled, the paid one wins, and each can be asked alone', async () => {
    const request = checkout();
    const first = await adapter().initialize(request);
    const cancelledBack = new URL(await flutterwave.press(first.checkoutUrl, 'cancel'));
    expect(cancelledBack.searchParams.get('status')).toBe('cancelled');
    expect(cancelledBack.searchParams.has('transaction_id')).toBe(false);
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'cancelled', providerReference: first.providerReference });

    const second = await adapter().initialize(request);
    expect(second.providerReference).toBe(`${request.reference}.2`);
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'pending', providerReference: second.providerReference });
    await flutterwave.press(second.checkoutUrl, 'pay');
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'paid', providerReference: second.providerReference });
    expect(await adapter().verify(request.reference, first.providerReference)).toMatchObject({ status: 'cancelled' });
    expect(await adapter().verify(request.reference, 'FRE-SOMEONE.1')).toBeUndefined();
    expect(await adapter().verify('FRE-NEVERSEEN')).toBeUndefined();
  });

  it('refunds once by its id; asking again moves nothing; an unpaid one is refused', async () => {
    const request = checkout();
    const opened = await adapter().initialize(request);
    await expect(adapter().refund(opened.providerReference, request.amountKobo)).rejects.toThrow(/refuse/);
    await expect(adapter().refund('FRE-NEVERSEEN.1', request.amountKobo)).rejects.toThrow(/refuse/);
    await flutterwave.press(opened.checkoutUrl, 'pay');
    await adapter().refund(opened.providerReference, request.amountKobo);
    expect(await flutterwave.refundedKobo('flutterwave', opened.providerReference)).toBe(request.amountKobo);
    await adapter().refund(opened.providerReference, request.amountKobo);
    expect(await flutterwave.refundedKobo('flutterwave', opened.providerReference)).toBe(request.amountKobo);
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'paid', amountKobo: request.amountKobo });
  });

  it('reads a webhook only with the right secret hash', () => {
    const body = JSON.stringify({ event: 'charge.completed', data: { id: 9, tx_ref: 'FRE-WEBHOOK1.1', status: 'successful', amount: 100.25, currency: 'NGN' } });
    expect(read(body, HASH)).toEqual({ event: { id: '9:charge.completed', event: 'charge.completed', data: { reference: 'FRE-WEBHOOK1', providerReference: 'FRE-WEBHOOK1.1', status: 'successful', amount: 10_025 } } });
    expect(read(body, 'standin-secret-hash-000001')).toEqual({ refused: 'signature' });
    expect(read(body, `${HASH}0`)).toEqual({ refused: 'signature' });
    expect(read(body, '')).toEqual({ refused: 'signature' });
    expect(read(body, null)).toEqual({ refused: 'signature' });
    expect(read('not json', HASH)).toEqual({ refused: 'not-json' });
    const stranger = JSON.stringify({ event: 'charge.completed', data: { id: 10, tx_ref: 'someone-elses-ref' } });
    expect(read(stranger, HASH)).toEqual({ refused: 'not-an-event' });
    expect(read(JSON.stringify({ event: 'charge.completed' }), HASH)).toEqual({ refused: 'not-an-event' });
  });

  it('a wrong key, a 503, a stall past our deadline and an answer not in its shape are trouble, never a verdict', async () => {
    const request = checkout();
    await expect(adapter({ secretKey: 'FLWSECK_TEST-wrongwrongwrong-X' }).initialize(request)).rejects.toThrow(ProviderTrouble);
    for (const hiccup of ['503', 'garbled', 'stall'] as const) {
      flutterwave.next([hiccup]);
      const started = Date.now();
      await expect(adapter({ timeoutMs: 300 }).verify(request.reference), hiccup).rejects.toBeInstanceOf(ProviderTrouble);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // The stand-in is well again: nothing was opened by the failed calls.
    expect(await adapter().verify(request.reference)).toBeUndefined();
  });

  it('a transaction paid in another currency never reads as paid', async () => {
    const request = checkout();
    const txRef = `${request.reference}.1`;
    // Opened by hand in dollars under our tx_ref: the adapter itself always asks for NGN.
    const res = await fetch(`${flutterwave.baseUrl('flutterwave')}${FLUTTERWAVE_PATHS.payments}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tx_ref: txRef, amount: 13_000.5, currency: 'USD', redirect_url: request.callbackUrl, customer: { email: request.email } }),
    });
    const { data } = await res.json() as { data: { link: string } };
    await flutterwave.press(data.link, 'pay');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await adapter().verify(request.reference)).toMatchObject({ status: 'failed', providerReference: txRef });
      expect(await adapter().verify(request.reference, txRef)).toMatchObject({ status: 'failed' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(txRef));
    } finally {
      warn.mockRestore();
    }
  });
});
