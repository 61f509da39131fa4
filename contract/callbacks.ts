import * as v from 'valibot';

/*
 * What the callback routes' search schemas need of the payment contract, apart from it: route
 * definitions are in every page's first load, and contract/payment.ts (with contract/booking.ts
 * behind it) would come along whole. payment.ts re-exports these.
 */

/**
 * Where each checkout provider sends the traveller back, and the query parameter carrying our
 * booking reference (spec 1 §2 'Payment hand-off and result pages', spec 2 §2). The server builds
 * the callback URL from it; the app's result routes read the parameter it names.
 */
export const CALLBACKS = {
  paystack: { path: '/call-back', param: 'tx_ref' },
  flutterwave: { path: '/flutter-pay', param: 'tx_ref' },
  budpay: { path: '/bud-pay', param: 'reference' },
  nomba: { path: '/nomba-pay', param: 'orderReference' },
  creditdirect: { path: '/bnpl-call-back', param: 'reference' },
  moniepoint: { path: '/monnify-pay', param: 'paymentReference' },
  opay: { path: '/opay-callback', param: 'reference' },
} as const;
/** A provider that returns the traveller to a callback page (every one but the bank transfer). */
export type CallbackProvider = keyof typeof CALLBACKS;

/** Booking references as the server issues them. */
export const referenceSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9-]{6,40}$/i, 'Not a booking reference.'));
