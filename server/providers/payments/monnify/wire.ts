import * as v from 'valibot';

/**
 * Monnify's API as its documentation gives it, shared by the adapter (adapter.ts) and the sandbox's
 * stand-in (server/sandbox/payments/monnify-api.ts):
 * - The hosted checkout and its redirect: https://developers.monnify.com/docs/collections/one-time-payment
 * - Authentication, initialize transaction, get transaction status, initiate refund: https://developers.monnify.com/api
 * - Webhooks and their signature: https://developers.monnify.com/docs/webhooks
 * The login takes `Authorization: Basic base64(apiKey:secretKey)` and gives a bearer token for the
 * other calls; amounts are naira (two decimals at most); answers are
 * `{ requestSuccessful, responseMessage, responseCode, responseBody }`, requestSuccessful false on a refusal.
 */
export const MONNIFY_DEFAULT_BASE_URL = 'https://api.monnify.com';
export const MONNIFY_PATHS = {
  login: '/api/v1/auth/login',
  initialize: '/api/v1/merchant/transactions/init-transaction',
  /** With `?paymentReference=`, the reference we gave the transaction. */
  query: '/api/v2/merchant/transactions/query',
  refund: '/api/v1/refunds/initiate-refund',
} as const;
/** Hex HMAC-SHA512 of the raw body, keyed with the client secret key. */
export const MONNIFY_SIGNATURE_HEADER = 'monnify-signature';
/** The query parameter Monnify adds to the redirectUrl when it sends the customer back. */
export const MONNIFY_REDIRECT_PARAM = 'paymentReference';

export const monnifyReference = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._|-]{1,100}$/, 'Only letters, digits, -, _, . and | are allowed in a reference.'));

/** Naira with at most two decimals; Monnify's answers give them as numbers or as numeric strings ("100.00"). */
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
export const nairaSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))]), v.transform(Number), v.finite(), v.minValue(0), v.check(twoDecimals, 'At most two decimal places.'),
);
export const koboOfNaira = (naira: number) => Math.round(naira * 100);
export const nairaOfKobo = (kobo: number) => kobo / 100;

export const PAYMENT_METHODS = ['CARD', 'ACCOUNT_TRANSFER', 'USSD', 'PHONE_NUMBER'] as const;

export const initializeBodySchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0.01), v.check(twoDecimals, 'At most two decimal places.')),
  customerName: v.pipe(v.string(), v.minLength(1)),
  customerEmail: v.pipe(v.string(), v.email()),
  paymentReference: monnifyReference,
  paymentDescription: v.pipe(v.string(), v.minLength(1)),
  currencyCode: v.literal('NGN'),
  contractCode: v.pipe(v.string(), v.minLength(1)),
  redirectUrl: v.pipe(v.string(), v.url()),
  paymentMethods: v.optional(v.array(v.picklist(PAYMENT_METHODS))),
  metaData: v.optional(v.record(v.string(), v.string())),
});
export type InitializeBody = v.InferInput<typeof initializeBodySchema>;

export const refundBodySchema = v.object({
  transactionReference: v.pipe(v.string(), v.minLength(1)),
  refundReference: monnifyReference,
  refundAmount: v.pipe(v.number(), v.minValue(0.01), v.check(twoDecimals, 'At most two decimal places.')),
  refundReason: v.pipe(v.string(), v.minLength(1)),
  customerNote: v.optional(v.string()),
});
export type RefundBody = v.InferInput<typeof refundBodySchema>;

/**
 * What Monnify says of a transaction. PARTIALLY_PAID and OVERPAID took money other than asked;
 * REVERSED was given back after it was paid.
 */
export const PAYMENT_STATUSES = ['PAID', 'OVERPAID', 'PARTIALLY_PAID', 'PENDING', 'EXPIRED', 'FAILED', 'CANCELLED', 'REVERSED'] as const;
export type MonnifyPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const transactionSchema = v.object({
  transactionReference: v.pipe(v.string(), v.minLength(1)),
  paymentReference: v.string(),
  amountPaid: nairaSchema,
  totalPayable: nairaSchema,
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  paidOn: v.nullish(v.string()),
  currencyCode: v.optional(v.string()),
});
export type MonnifyTransaction = v.InferOutput<typeof transactionSchema>;

/** Every answer; its responseBody is read by the call's own schema below, and only when requestSuccessful. */
export const answerSchema = v.object({ requestSuccessful: v.boolean(), responseMessage: v.string(), responseCode: v.string(), responseBody: v.optional(v.unknown()) });
export const loginBodySchema = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)), expiresIn: v.pipe(v.number(), v.minValue(1)) });
export const initializedBodySchema = v.object({ transactionReference: v.string(), paymentReference: v.string(), checkoutUrl: v.pipe(v.string(), v.url()) });
export const refundedBodySchema = v.object({ refundStatus: v.string() });

/** The events this integration reads (SUCCESSFUL_TRANSACTION); the rest are acknowledged and ignored by the payment service. */
export const webhookSchema = v.object({
  eventType: v.string(),
  eventData: v.object({
    transactionReference: v.pipe(v.string(), v.minLength(1)),
    paymentReference: v.string(),
    amountPaid: v.optional(nairaSchema),
    totalPayable: v.optional(nairaSchema),
    paymentStatus: v.optional(v.string()),
    currency: v.optional(v.string()),
  }),
});
