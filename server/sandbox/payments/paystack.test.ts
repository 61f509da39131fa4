import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { paystackProvider, signPaystackBody } from '../../providers/payments/paystack/adapter';
import { PAYSTACK_SIGNATURE_HEADER } from '../../providers/payments/paystack/wire';
import { ProviderTrouble } from '../../providers/payments/trouble';
import type { CheckoutRequest } from '../../providers/payments/types';
import type { WebhookReading } from '../../providers/payments/webhook-event';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { servedWireStandIns, type ServedWireStandIns } from '../../testing/wire-stand-ins';

/** The real Paystack adapter (server/providers/payments/paystack/) against the sandbox's Paystack, over HTTP. */
const SECRET = 'sk_test_standin0000000000000000';
const webhooks: { body: string; signature: string | null }[] = [];
const database = seededDatabase();
let paystack: ServedWireStandIns;
const adapter = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
  paystackProvider({ secretKey: SECRET, publicKey: 'pk_test_standin', baseUrl: paystack.baseUrl('paystack'), timeoutMs: 2_000, ...overrides });

let serial = 0;
const checkout = (): CheckoutRequest => {
  const reference = `FRE-PSK${String(++serial).padStart(4, '0')}`;
  return { reference, amountKobo: 1_300_000, email: 'ada@example.com', customerName: 'Ada Obi', phoneNumber: '08012345678', callbackUrl: `https://freely.example/call-back?tx_ref=${reference}` };
};
const read = (body: string, signature: string | null): WebhookReading =>
  adapter().verifyWebhook({ header: (name) => (name === PAYSTACK_SIGNATURE_HEADER ? signature ?? undefined : undefined), rawBody: body }, SECRET);

beforeAll(async () => {
  paystack = await servedWireStandIns({
    db: database.db,
    credentials: { paystack: { secretKey: SECRET } },
    webhookUrl: `https://freely.example${sitePath(paymentCalls.webhook, { provider: 'paystack' })}`,
    deliver: async (_url: RequestInfo | URL, init?: RequestInit) => {
      webhooks.push({ body: String(init?.body), signature: new Headers(init?.headers).get(PAYSTACK_SIGNATURE_HEADER) });
      return new Response('ok');
    },
  });
});
afterAll(() => paystack.close());

describe('Paystack adapter against its stand-in', () => {
  it('opens a checkout, is pending until paid, then verifies paid with the amount, and the signed webhook reads as our booking', async () => {
    const request = checkout();
    const opened = await adapter().initialize(request);
    expect(opened.providerReference).toBe(`${request.reference}.1`);
    expect(opened.checkoutUrl).toMatch(new RegExp(`^${paystack.origin}/sandbox/paystack/checkout/PSK_`));
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'pending', amountKobo: 1_300_000 });

    const back = new URL(await paystack.press(opened.checkoutUrl, 'pay'));
    expect(Object.fromEntries(back.searchParams)).toEqual({ tx_ref: request.reference, trxref: opened.providerReference, reference: opened.providerReference });
    const paid = await adapter().verify(request.reference);
    expect(paid).toMatchObject({ status: 'paid', amountKobo: 1_300_000, providerReference: opened.providerReference });
    expect(paid?.paidAt).toBeInstanceOf(Date);

    const webhook = webhooks.at(-1)!;
    expect(read(webhook.body, webhook.signature)).toEqual({
      event: { id: expect.stringMatching(/^\d+:charge\.success$/), event: 'charge.success', data: { reference: request.reference, providerReference: opened.providerReference, status: 'success', amount: 1_300_000 } },
    });
  });

  it('a second checkout of one booking is a new Paystack reference; the paid one wins, and each can be asked alone', async () => {
    const request = checkout();
    const first = await adapter().initialize(request);
    await paystack.press(first.checkoutUrl, 'cancel');
    const second = await adapter().initialize(request);
    expect(second.providerReference).toBe(`${request.reference}.2`);
    await paystack.press(second.checkoutUrl, 'pay');
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'paid', providerReference: second.providerReference });
    // A cancelled Paystack checkout stays 'abandoned', which can still be paid: pending, never cancelled.
    expect(await adapter().verify(request.reference, first.providerReference)).toMatchObject({ status: 'pending' });
    expect(await adapter().verify(request.reference, 'FRE-SOMEONE.1')).toBeUndefined();
    expect(await adapter().verify('FRE-NEVERSEEN')).toBeUndefined();
  });

  it('refunds once: Paystack then says reversed (paid and given back); asking again moves nothing; an unpaid one is refused', async () => {
    const request = checkout();
    const opened = await adapter().initialize(request);
    await expect(adapter().refund(opened.providerReference, request.amountKobo)).rejects.toThrow(/refuse/);
    await paystack.press(opened.checkoutUrl, 'pay');
    await adapter().refund(opened.providerReference, request.amountKobo);
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'paid', refunded: true });
    await adapter().refund(opened.providerReference, request.amountKobo);
    expect(await paystack.paystack(opened.providerReference)).toMatchObject({ status: 'reversed', amount: request.amountKobo });
  });

  it('money taken in another currency never reads as paid', async () => {
    const request = checkout();
    const opened = await adapter().initialize(request);
    await paystack.press(opened.checkoutUrl, 'pay', { currency: 'USD' });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await adapter().verify(request.reference)).toMatchObject({ status: 'failed' });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('paid in USD'));
    warned.mockRestore();
  });

  it('reads a webhook only with the right signature over the exact body', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { id: 9, reference: 'FRE-WEBHOOK1.1', status: 'success', amount: 100 } });
    expect(read(body, signPaystackBody(SECRET, body))).toMatchObject({ event: { data: { reference: 'FRE-WEBHOOK1' } } });
    expect(read(`${body} `, signPaystackBody(SECRET, body))).toEqual({ refused: 'signature' });
    expect(read(body, signPaystackBody('sk_test_someoneelse000000', body))).toEqual({ refused: 'signature' });
    expect(read(body, null)).toEqual({ refused: 'signature' });
    expect(read(body, 'ab'.repeat(32))).toEqual({ refused: 'signature' });
    expect(read('not json', signPaystackBody(SECRET, 'not json'))).toEqual({ refused: 'not-json' });
    const stranger = JSON.stringify({ event: 'charge.success', data: { id: 10, reference: 'someone-elses-ref' } });
    expect(read(stranger, signPaystackBody(SECRET, stranger))).toEqual({ refused: 'not-an-event' });
  });

  it('a wrong key, a 503, a stall past our deadline and an answer not in its shape are trouble, never a verdict', async () => {
    const request = checkout();
    await expect(adapter({ secretKey: 'sk_test_wrongwrongwrong' }).initialize(request)).rejects.toThrow(ProviderTrouble);
    for (const hiccup of ['503', 'garbled', 'stall'] as const) {
      paystack.next([hiccup]);
      const started = Date.now();
      await expect(adapter({ timeoutMs: 300 }).verify(request.reference), hiccup).rejects.toBeInstanceOf(ProviderTrouble);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // The stand-in is well again: nothing was opened by the failed calls.
    expect(await adapter().verify(request.reference)).toBeUndefined();
  });
});
