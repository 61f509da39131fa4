import { describe, expect, it } from 'vitest';
import { verdictOf, type SandboxTransaction } from './ledger';
import { hasValidSignature, signBody, SIGNATURE_HEADER, verifySandboxWebhook } from './webhook-signature';

describe('webhook signatures', () => {
  it('accepts only the HMAC-SHA256 of the exact body with the same secret', () => {
    const body = '{"id":"1"}';
    const signature = signBody('secret-one-0123456789', body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(hasValidSignature('secret-one-0123456789', body, signature)).toBe(true);
    expect(hasValidSignature('secret-two-0123456789', body, signature)).toBe(false);
    expect(hasValidSignature('secret-one-0123456789', `${body} `, signature)).toBe(false);
    expect(hasValidSignature('secret-one-0123456789', body, undefined)).toBe(false);
    expect(hasValidSignature('secret-one-0123456789', body, 'zz')).toBe(false);
  });

  it('the adapters read a webhook only once its signature checks out', () => {
    const secret = 'secret-one-0123456789';
    const event = { id: 'PSK_1:paid', event: 'charge.success', data: { reference: 'FRE-ABCDEF', providerReference: 'PSK_1' } };
    const webhook = (rawBody: string, signature?: string) => ({ header: (name: string) => (name === SIGNATURE_HEADER ? signature : undefined), rawBody });
    const raw = JSON.stringify(event);
    expect(verifySandboxWebhook(webhook(raw, signBody(secret, raw)), secret)).toEqual({ event });
    expect(verifySandboxWebhook(webhook(raw), secret)).toEqual({ refused: 'signature' });
    expect(verifySandboxWebhook(webhook('not json', signBody(secret, 'not json')), secret)).toEqual({ refused: 'not-json' });
    expect(verifySandboxWebhook(webhook('{"id":"1"}', signBody(secret, '{"id":"1"}')), secret)).toEqual({ refused: 'not-an-event' });
  });
});

describe('sandbox verdicts', () => {
  const tx = (over: Partial<SandboxTransaction>): SandboxTransaction => ({
    id: 'PSK_1', provider: 'paystack', reference: 'FRE-ABCDEF', amountKobo: 500_000, status: 'pending', callbackUrl: null, customerEmail: null,
    meta: {}, createdAt: new Date(), updatedAt: new Date(), ...over,
  });

  it('unknown when the provider never saw the reference', () => {
    expect(verdictOf([])).toBeUndefined();
  });

  it('any paid transaction wins, with its own id as the provider reference', () => {
    expect(verdictOf([tx({ id: 'PSK_2', status: 'cancelled' }), tx({ id: 'PSK_1', status: 'paid' })])).toEqual({ status: 'paid', amountKobo: 500_000, providerReference: 'PSK_1' });
  });

  it('a live pending transaction is pending; a lapsed account is failed; a cancelled one cancelled', () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(verdictOf([tx({ meta: { expiresAt: future } })])?.status).toBe('pending');
    expect(verdictOf([tx({ meta: { expiresAt: past } })])?.status).toBe('failed');
    expect(verdictOf([tx({ status: 'cancelled' })])?.status).toBe('cancelled');
  });

  it('a refunded transaction is still money that arrived: paid, flagged refunded; one still held wins', () => {
    expect(verdictOf([tx({ id: 'PSK_2', status: 'refunded' })])).toEqual({ status: 'paid', amountKobo: 500_000, providerReference: 'PSK_2', refunded: true });
    expect(verdictOf([tx({ id: 'PSK_2', status: 'refunded' }), tx({ id: 'PSK_1', status: 'paid' })])?.providerReference).toBe('PSK_1');
  });
});
