import { describe, expect, it } from 'vitest';
import { PROVIDERS } from './catalog';
import { loadPaymentSettings } from './settings';
import { PROVIDER_NAMES } from './types';

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

describe('provider catalog', () => {
  it('every provider has a gateway id, a readable brand and a distinct prefix', () => {
    const infos = PROVIDER_NAMES.map((n) => PROVIDERS[n]);
    expect(new Set(infos.map((i) => i.prefix)).size).toBe(PROVIDER_NAMES.length);
    expect(infos.map((i) => i.gateway)).toEqual([5, 8, 25, 26, 28, 29, 30, 31, 35]);
    for (const i of infos) expect(i.colour).toMatch(/^#[0-9A-F]{6}$/i);
  });
});
