import { describe, expect, it } from 'vitest';
import { PROVIDERS } from './catalog';
import type { SandboxTransaction } from './sandbox-ledger';
import { verdictOf } from './sandbox-ledger';
import { loadPaymentSettings } from './settings';
import { PROVIDER_NAMES } from './types';
import { hasValidSignature, signBody } from './webhook-event';

describe('payment settings', () => {
  it('generates a distinct secret per provider and per start when none is configured', () => {
    const a = loadPaymentSettings({});
    const b = loadPaymentSettings({});
    expect(new Set(Object.values(a.secrets)).size).toBe(PROVIDER_NAMES.length);
    expect(a.secrets.paystack).not.toBe(b.secrets.paystack);
    expect(a.accountStyle).toBe('named');
  });

  it('takes secrets, keys and the account style from the environment', () => {
    const s = loadPaymentSettings({ PAYSTACK_WEBHOOK_SECRET: 'paystack-secret-0123456789', FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-live', AZAPAY_ACCOUNT_STYLE: 'virtual' });
    expect(s.secrets.paystack).toBe('paystack-secret-0123456789');
    expect(s.publicKeys.flutterwave).toBe('FLWPUBK-live');
    expect(s.accountStyle).toBe('virtual');
  });

  it('explains a bad value instead of starting', () => {
    expect(() => loadPaymentSettings({ AZAPAY_ACCOUNT_STYLE: 'shared' })).toThrow(/AZAPAY_ACCOUNT_STYLE/);
    expect(() => loadPaymentSettings({ OPAY_WEBHOOK_SECRET: 'short' })).toThrow(/OPAY_WEBHOOK_SECRET/);
  });
});

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

  it('every provider has a gateway id, a readable brand and a distinct prefix', () => {
    const infos = PROVIDER_NAMES.map((n) => PROVIDERS[n]);
    expect(new Set(infos.map((i) => i.prefix)).size).toBe(PROVIDER_NAMES.length);
    expect(infos.map((i) => i.gateway)).toEqual([5, 8, 25, 26, 28, 29, 30, 31]);
    for (const i of infos) expect(i.colour).toMatch(/^#[0-9A-F]{6}$/i);
  });
});
