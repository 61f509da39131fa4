import { describe, expect, it } from 'vitest';
import { paymentLine } from './real';
import { loadPaymentSettings } from './settings';

const PAYSTACK = { PAYSTACK_SECRET_KEY: 'sk_live_abcdefgh12345678' };
const FLUTTERWAVE = { FLUTTERWAVE_SECRET_KEY: 'FLWSECK-abcdef1234567890-X', FLUTTERWAVE_SECRET_HASH: 'dashboard-hash-0123456789' };
const MONNIFY = { MONNIFY_API_KEY: 'MK_PROD_ABCDEFGH', MONNIFY_SECRET_KEY: 'secret-key-0123456789abcdef', MONNIFY_CONTRACT_CODE: '123456789' };

describe('the real payment providers, from the environment', () => {
  it('each is configured by its own settings, and its webhooks are checked with the key its provider signs with', () => {
    const settings = loadPaymentSettings({ ...PAYSTACK, ...FLUTTERWAVE, ...MONNIFY });
    expect(settings.paystack).toEqual({ secretKey: PAYSTACK.PAYSTACK_SECRET_KEY, publicKey: expect.any(String), baseUrl: 'https://api.paystack.co' });
    expect(settings.flutterwave).toMatchObject({ secretKey: FLUTTERWAVE.FLUTTERWAVE_SECRET_KEY, secretHash: FLUTTERWAVE.FLUTTERWAVE_SECRET_HASH, baseUrl: 'https://api.flutterwave.com' });
    expect(settings.moniepoint).toEqual({ apiKey: MONNIFY.MONNIFY_API_KEY, secretKey: MONNIFY.MONNIFY_SECRET_KEY, contractCode: '123456789', baseUrl: 'https://api.monnify.com' });
    expect(settings.secrets).toMatchObject({ paystack: PAYSTACK.PAYSTACK_SECRET_KEY, flutterwave: FLUTTERWAVE.FLUTTERWAVE_SECRET_HASH, moniepoint: MONNIFY.MONNIFY_SECRET_KEY });
    expect(paymentLine(settings, false)).toBe('Payments: Paystack for real, Flutterwave for real, Moniepoint for real; the other gateways off');
    expect(paymentLine(loadPaymentSettings({}), true)).toBe('Payments: Paystack in the sandbox, Flutterwave in the sandbox, Moniepoint in the sandbox; the other gateways in the sandbox');
  });

  it('a half-configured provider stops the start, naming what is missing; a key in the wrong form too', () => {
    expect(() => loadPaymentSettings({ FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.FLUTTERWAVE_SECRET_KEY })).toThrow(/FLUTTERWAVE_SECRET_HASH/);
    expect(() => loadPaymentSettings({ MONNIFY_API_KEY: MONNIFY.MONNIFY_API_KEY, MONNIFY_SECRET_KEY: MONNIFY.MONNIFY_SECRET_KEY })).toThrow(/MONNIFY_CONTRACT_CODE/);
    expect(() => loadPaymentSettings({ PAYSTACK_SECRET_KEY: 'pk_live_notasecret' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() => loadPaymentSettings({ ...PAYSTACK, PAYSTACK_BASE_URL: 'api.paystack.co' })).toThrow(/PAYSTACK_BASE_URL/);
  });
});
