import { describe, expect, it } from 'vitest';
import { GATEWAY, WEB_GATEWAYS } from '@contract/payment';
import { handoffFor, widgetUrl } from './handoff';

describe('handoffFor (spec 1 §4 Payment)', () => {
  it('redirects card, Nomba, Monnify and OPay', () => {
    expect(handoffFor(GATEWAY.card)).toMatchObject({ kind: 'redirect', provider: 'paystack' });
    expect(handoffFor(GATEWAY.nomba)).toMatchObject({ kind: 'redirect', provider: 'nomba' });
    expect(handoffFor(GATEWAY.monnify)).toMatchObject({ kind: 'redirect', provider: 'monnify' });
    expect(handoffFor(GATEWAY.opay)).toMatchObject({ kind: 'redirect', provider: 'opay' });
  });

  it('sends Flutterwave, BudPay and bank transfer to their pages', () => {
    expect(handoffFor(GATEWAY.flutterwave)).toMatchObject({ kind: 'page', to: '/pay-flutter' });
    expect(handoffFor(GATEWAY.budpay)).toMatchObject({ kind: 'page', to: '/pay-budpay' });
    expect(handoffFor(GATEWAY.bankTransfer)).toMatchObject({ kind: 'page', to: '/aza-pay' });
  });

  it('opens buy now, pay later as a widget', () => {
    expect(handoffFor(GATEWAY.bnpl)).toMatchObject({ kind: 'widget', provider: 'bnpl' });
  });

  it('covers every gateway the web app lists, and no wallet', () => {
    for (const id of WEB_GATEWAYS) expect(handoffFor(id)).toBeDefined();
    expect(handoffFor(GATEWAY.walletWithPin)).toBeUndefined();
    expect(handoffFor(GATEWAY.cashbackWallet)).toBeUndefined();
  });
});

describe('widgetUrl', () => {
  it('asks the checkout page for its widget mode', () => {
    expect(widgetUrl('/sandbox/budpay/checkout/FRE-ABC234', 'http://127.0.0.1:4319')).toBe('http://127.0.0.1:4319/sandbox/budpay/checkout/FRE-ABC234?mode=widget');
    expect(widgetUrl('http://127.0.0.1:4319/sandbox/x?ref=FRE-1&mode=page', 'http://127.0.0.1:4319')).toBe('http://127.0.0.1:4319/sandbox/x?ref=FRE-1&mode=widget');
  });
});
