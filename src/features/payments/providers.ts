import type { ConfirmedTicket } from '@contract/tickets';
import * as paymentCalls from '@contract/calls/payment';
import { COUNTRY_CODE, CURRENCY } from '@contract/limits';
import { MESSAGES } from '@contract/messages';
import { CALLBACKS, GATEWAY } from '@contract/payment';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { PAYMENT_MESSAGES } from './messages';

/** Each provider under its one name (contract/payment.ts GATEWAY); the wallets are not paid here. */
export type ProviderName = Exclude<keyof typeof GATEWAY, 'cashbackWallet' | 'wallet' | 'walletWithPin'>;

type PaymentProvider = {
  /** What the traveller reads: 'Opening …', the widget's title, the pay page's heading. */
  label: string;
  gateway: number;
  /** Our own page the hand-off goes to first; without one, straight to the checkout. */
  page?: '/pay-flutter' | '/pay-budpay' | '/aza-pay' | '/woven-pay';
  /**
   * The provider's checkout: opened for the booking by our server, from its reference alone (the
   * server takes the amount, name, e-mail and phone from the booking and builds the callback
   * itself), shown by moving the tab or in the widget overlay.
   * The bank transfer has none: its page shows an account to pay into.
   */
  checkout?: { shown: 'redirect' | 'widget'; open: (payment: PendingPayment) => Promise<string>; closedMessage?: string };
  /** Asks our server whether the payment went through: the ticket, or an ApiError saying why not. */
  confirm: (reference: string, signal?: AbortSignal) => Promise<ConfirmedTicket>;
  /** Where the provider sends the traveller back, and the query parameter with our reference. */
  callback?: { path: string; param: string };
  /** The result page's differences: OPay's own failure sentence, buy now pay later's 'Check Booking Details'. */
  result?: { failureMessage?: string; bookingDetails?: boolean };
};

type ByReference = typeof paymentCalls.paystackConfirm | typeof paymentCalls.flutterwaveConfirm | typeof paymentCalls.budpayConfirm
  | typeof paymentCalls.nombaConfirm | typeof paymentCalls.creditdirectConfirm | typeof paymentCalls.moniepointConfirm;

/** A confirm call that takes the reference in its path. */
const confirmByReference = (call: ByReference) => async (reference: string, signal?: AbortSignal) =>
  (await apiCall(call, { params: { ref: reference }, signal })).data;

/**
 * The payment providers (spec 1 §4 'Payment', spec 2 §7.5), one entry each: how a hand-off
 * starts, how its payment is confirmed, and where it returns.
 */
export const PAYMENT_PROVIDERS: Readonly<Record<ProviderName, PaymentProvider>> = {
  paystack: {
    label: 'Paystack',
    gateway: GATEWAY.paystack,
    checkout: {
      shown: 'redirect',
      open: async (payment) => (await apiCall(paymentCalls.paystackInitialize, { body: { reference: payment.refCode, countrycode: COUNTRY_CODE } })).data,
    },
    confirm: confirmByReference(paymentCalls.paystackConfirm),
    callback: CALLBACKS.paystack,
  },
  flutterwave: {
    label: 'Flutterwave',
    gateway: GATEWAY.flutterwave,
    page: '/pay-flutter',
    checkout: {
      shown: 'widget',
      open: async (payment) => (await apiCall(paymentCalls.flutterwaveInitialize, { body: { reference: payment.refCode } })).data.checkoutUrl,
    },
    confirm: confirmByReference(paymentCalls.flutterwaveConfirm),
    callback: CALLBACKS.flutterwave,
  },
  budpay: {
    label: 'BudPay',
    gateway: GATEWAY.budpay,
    page: '/pay-budpay',
    checkout: {
      shown: 'widget',
      open: async (payment) => (await apiCall(paymentCalls.budpayInitialize, { body: { reference: payment.refCode } })).data.checkoutUrl,
      closedMessage: PAYMENT_MESSAGES.budpayClosed,
    },
    confirm: confirmByReference(paymentCalls.budpayConfirm),
    callback: CALLBACKS.budpay,
  },
  azapay: {
    label: 'Bank Transfer',
    gateway: GATEWAY.azapay,
    page: '/aza-pay',
    // Has the transfer arrived? (the account itself: api/get-transfer-account.ts)
    confirm: async (reference, signal) => (await apiCall(paymentCalls.azapayConfirm, { body: { ref: reference }, signal })).data,
  },
  nomba: {
    label: 'Nomba',
    gateway: GATEWAY.nomba,
    checkout: {
      shown: 'redirect',
      open: async (payment) =>
        (await apiCall(paymentCalls.nombaInitialize, { body: { order: { orderReference: payment.refCode, currency: CURRENCY }, tokenizeCard: true } })).data.checkoutLink,
    },
    confirm: confirmByReference(paymentCalls.nombaConfirm),
    callback: CALLBACKS.nomba,
  },
  creditdirect: {
    label: 'Buy Now Pay Later',
    gateway: GATEWAY.creditdirect,
    checkout: {
      shown: 'widget',
      open: async (payment) => (await apiCall(paymentCalls.creditdirectInitialize, { params: { ref: payment.refCode } })).data.checkoutUrl,
      closedMessage: PAYMENT_MESSAGES.creditdirectClosed,
    },
    confirm: confirmByReference(paymentCalls.creditdirectConfirm),
    callback: CALLBACKS.creditdirect,
    result: { bookingDetails: true },
  },
  moniepoint: {
    label: 'Monnify',
    gateway: GATEWAY.moniepoint,
    checkout: {
      shown: 'redirect',
      open: async (payment) => {
        const envelope = await apiCall(paymentCalls.moniepointInitialize, {
          body: { reference: payment.refCode, paymentReference: payment.refCode, paymentDescription: `Bus ticket ${payment.refCode}`, currencyCode: CURRENCY },
        });
        if (!envelope.data.requestSuccessful) throw new ApiError(envelope.shortDescription || MESSAGES.initFailure);
        return envelope.data.responseBody.checkoutUrl;
      },
    },
    confirm: confirmByReference(paymentCalls.moniepointConfirm),
    callback: CALLBACKS.moniepoint,
  },
  woven: {
    label: 'Bank Transfer (Virtual Account)',
    gateway: GATEWAY.woven,
    // Its page opens the account (api/woven.ts) and asks until the transfer arrives.
    page: '/woven-pay',
    confirm: async (reference, signal) => (await apiCall(paymentCalls.wovenConfirm, { params: { ref: reference }, signal })).data,
  },
  opay: {
    label: 'OPay',
    gateway: GATEWAY.opay,
    checkout: {
      shown: 'redirect',
      open: async (payment) =>
        (await apiCall(paymentCalls.opayInitialize, {
          // Spec 2 §7.5: payMethod 4.
          body: { country: COUNTRY_CODE, reference: payment.refCode, currency: CURRENCY, payMethod: 4, customerVisitSource: 'web' },
        })).data.cashierUrl,
    },
    confirm: async (reference, signal) => (await apiCall(paymentCalls.opayConfirm, { body: { country: COUNTRY_CODE, reference }, signal })).data,
    callback: CALLBACKS.opay,
    result: { failureMessage: PAYMENT_MESSAGES.opayFailure },
  },
};

const NAMES = Object.keys(PAYMENT_PROVIDERS) as ProviderName[];

/** The provider of a chosen gateway; undefined for gateways the web app cannot complete (wallets). */
export const providerOfGateway = (gateway: number): ProviderName | undefined => NAMES.find((name) => PAYMENT_PROVIDERS[name].gateway === gateway);

/** Asks our server to open the provider's checkout for this booking; resolves to its URL. */
export async function openCheckout(name: ProviderName, payment: PendingPayment): Promise<string> {
  const { checkout } = PAYMENT_PROVIDERS[name];
  if (!checkout) throw new Error(`${name} has no checkout to open.`);
  return checkout.open(payment);
}

/** A provider's checkout page as the widget overlay opens it (Pay/Cancel then move `window.top`). */
export function widgetUrl(checkoutUrl: string, base = window.location.origin): string {
  const url = new URL(checkoutUrl, base);
  url.searchParams.set('mode', 'widget');
  return url.toString();
}
