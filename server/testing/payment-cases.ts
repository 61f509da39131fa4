import type { Envelope, TestApp } from './payment-kit';
import { call } from './payment-kit';
import { sitePath } from '../../contract/call';
import * as paymentCalls from '../../contract/calls/payment';

/** Per provider: how the app initialises it, where the checkout URL is in the answer, how it confirms (test data). */
export type ProviderCase = {
  provider: string;
  label: string;
  callbackPath: string;
  param: string;
  widget: boolean;
  /**
   * Played in its own wire format through its real adapter (server/sandbox/payments/wire.ts): it is
   * given the booking's checkout reference (FRE-AB12.1), not the booking's.
   */
  wire?: true;
  initialize: (app: TestApp, reference: string) => Promise<{ status: number; body: Envelope; checkoutUrl: string }>;
  confirm: (app: TestApp, reference: string) => Promise<{ status: number; body: Envelope; headers: Headers }>;
};

// What a client might try to smuggle in: an amount and a callback URL, both ignored.
const tampered = { amount: 1, callback_url: 'https://evil.example/steal' };
const email = 'ada@example.com';

const init = async (app: TestApp, method: 'GET' | 'POST', path: string, body: unknown, pick: (data: never) => string) => {
  const res = await call(app, method, path, body);
  return { ...res, checkoutUrl: res.status === 200 ? pick(res.body.data as never) : '' };
};

export const CHECKOUT_CASES: ProviderCase[] = [
  {
    provider: 'paystack', label: 'Paystack', callbackPath: '/call-back', param: 'tx_ref', widget: false, wire: true,
    initialize: (app, ref) => init(app, 'POST', sitePath(paymentCalls.paystackInitialize),
      { ...tampered, reference: ref, email, countrycode: 'NG', serviceId: 1 }, (d: string) => d),
    confirm: (app, ref) => call(app, 'GET', sitePath(paymentCalls.paystackConfirm, { ref })),
  },
  {
    provider: 'flutterwave', label: 'Flutterwave', callbackPath: '/flutter-pay', param: 'tx_ref', widget: true, wire: true,
    initialize: (app, ref) => init(app, 'POST', sitePath(paymentCalls.flutterwaveInitialize),
      { ...tampered, reference: ref, email, phoneNumber: '08012345678' }, (d: { checkoutUrl: string }) => d.checkoutUrl),
    confirm: (app, ref) => call(app, 'GET', sitePath(paymentCalls.flutterwaveConfirm, { ref })),
  },
  {
    provider: 'budpay', label: 'BudPay', callbackPath: '/bud-pay', param: 'reference', widget: true,
    initialize: (app, ref) => init(app, 'POST', sitePath(paymentCalls.budpayInitialize),
      { ...tampered, reference: ref, email }, (d: { checkoutUrl: string }) => d.checkoutUrl),
    confirm: (app, ref) => call(app, 'GET', sitePath(paymentCalls.budpayConfirm, { ref })),
  },
  {
    provider: 'nomba', label: 'Nomba', callbackPath: '/nomba-pay', param: 'orderReference', widget: false,
    initialize: (app, ref) => init(app, 'POST', sitePath(paymentCalls.nombaInitialize),
      { order: { orderReference: ref, amount: 1, callbackUrl: 'https://evil.example', customerEmail: email, currency: 'NGN' }, tokenizeCard: true, serviceId: 1 },
      (d: { checkoutLink: string }) => d.checkoutLink),
    confirm: (app, ref) => call(app, 'GET', sitePath(paymentCalls.nombaConfirm, { ref })),
  },
  {
    provider: 'creditdirect', label: 'CreditDirect', callbackPath: '/bnpl-call-back', param: 'reference', widget: true,
    initialize: (app, ref) => init(app, 'GET', sitePath(paymentCalls.creditdirectInitialize, { ref }), undefined, (d: { checkoutUrl: string }) => d.checkoutUrl),
    confirm: (app, ref) => call(app, 'GET', sitePath(paymentCalls.creditdirectConfirm, { ref })),
  },
  {
    provider: 'moniepoint', label: 'Moniepoint', callbackPath: '/monnify-pay', param: 'paymentReference', widget: false, wire: true,
    initialize: (app, ref) => init(app, 'POST', sitePath(paymentCalls.moniepointInitialize),
      { reference: ref, paymentReference: ref, amount: 1, customerName: 'Ada Obi', customerEmail: email, paymentDescription: 'Bus ticket', currencyCode: 'NGN',
        contractCode: 'X', redirectUrl: 'https://evil.example', paymentMethods: ['CARD'], serviceId: 1 },
      (d: { responseBody: { checkoutUrl: string } }) => d.responseBody.checkoutUrl),
    confirm: (app, ref) => call(app, 'GET', sitePath(paymentCalls.moniepointConfirm, { ref })),
  },
  {
    provider: 'opay', label: 'OPay', callbackPath: '/opay-callback', param: 'reference', widget: false,
    initialize: (app, ref) => init(app, 'POST', sitePath(paymentCalls.opayInitialize),
      { email, phoneNumber: '08012345678', name: 'Ada Obi', country: 'NG', reference: ref, amount: 1, currency: 'NGN', payMethod: 4,
        customerVisitSource: 'web', callbackUrl: 'https://evil.example' },
      (d: { cashierUrl: string }) => d.cashierUrl),
    confirm: (app, ref) => call(app, 'POST', sitePath(paymentCalls.opayConfirm), { country: 'NG', reference: ref }),
  },
];
