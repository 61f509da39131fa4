import { describe, expect, it } from 'vitest';
import { CALLBACKS, GATEWAY, WEB_GATEWAYS } from '@contract/payment';
import { PAYMENT_PROVIDERS, providerOfGateway, widgetUrl, type ProviderName } from './providers';

const names = Object.keys(PAYMENT_PROVIDERS) as ProviderName[];

describe('the payment providers (spec 1 §4 Payment)', () => {
  it('each is the gateway of its name, and returns where contract CALLBACKS says', () => {
    for (const name of names) {
      expect(PAYMENT_PROVIDERS[name].gateway, name).toBe(GATEWAY[name]);
      expect(providerOfGateway(GATEWAY[name])).toBe(name);
      expect(PAYMENT_PROVIDERS[name].callback, name).toBe(name === 'azapay' ? undefined : CALLBACKS[name as keyof typeof CALLBACKS]);
    }
  });

  it('redirects to the checkouts of Paystack, Nomba, Monnify and OPay', () => {
    for (const name of ['paystack', 'nomba', 'moniepoint', 'opay'] as const) {
      expect(PAYMENT_PROVIDERS[name].page, name).toBeUndefined();
      expect(PAYMENT_PROVIDERS[name].checkout?.shown, name).toBe('redirect');
    }
  });

  it('sends Flutterwave, BudPay and bank transfer to their pages', () => {
    expect(PAYMENT_PROVIDERS.flutterwave.page).toBe('/pay-flutter');
    expect(PAYMENT_PROVIDERS.budpay.page).toBe('/pay-budpay');
    expect(PAYMENT_PROVIDERS.azapay.page).toBe('/aza-pay');
  });

  it('opens buy now, pay later as a widget', () => {
    expect(PAYMENT_PROVIDERS.creditdirect.page).toBeUndefined();
    expect(PAYMENT_PROVIDERS.creditdirect.checkout?.shown).toBe('widget');
  });

  it('covers every gateway the web app lists, and no wallet', () => {
    for (const id of WEB_GATEWAYS) expect(providerOfGateway(id)).toBeDefined();
    expect(providerOfGateway(GATEWAY.walletWithPin)).toBeUndefined();
    expect(providerOfGateway(GATEWAY.cashbackWallet)).toBeUndefined();
  });
});

describe('widgetUrl', () => {
  it('asks the checkout page for its widget mode', () => {
    expect(widgetUrl('/sandbox/budpay/checkout/FRE-ABC234', 'http://127.0.0.1:4319')).toBe('http://127.0.0.1:4319/sandbox/budpay/checkout/FRE-ABC234?mode=widget');
    expect(widgetUrl('http://127.0.0.1:4319/sandbox/x?ref=FRE-1&mode=page', 'http://127.0.0.1:4319')).toBe('http://127.0.0.1:4319/sandbox/x?ref=FRE-1&mode=widget');
  });
});
