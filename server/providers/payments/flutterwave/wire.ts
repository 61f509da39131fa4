import * as v from 'valibot';

/**
 * Flutterwave's v3 API as its documentation gives it, shared by the adapter (adapter.ts) and the
 * sandbox's stand-in (server/sandbox/payments/flutterwave-api.ts):
 * - Standard (hosted payment link, the redirect back): https://developer.flutterwave.com/docs/collecting-payments/standard
 * - Verify by reference, refund: https://developer.flutterwave.com/reference/endpoints/transactions
 * - Webhooks and their verif-hash: https://developer.flutterwave.com/docs/integration-guides/webhooks
 * Every call carries `Authorization: Bearer <secret key>`; amounts are NAIRA (two decimals at most);
 * answers are `{ status, message, data }`, `status` 'error' on a refusal.
 */
export const FLUTTERWAVE_DEFAULT_BASE_URL = 'https://api.flutterwave.com';
export const FLUTTERWAVE_PATHS = {
  payments: '/v3/payments',
  verifyByReference: (txRef: string) => `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`,
  refund: (id: number | string) => `/v3/transactions/${encodeURIComponent(String(id))}/refund`,
} as const;
/** The secret hash set on the dashboard, sent as it is (no signature over the body). */
export const FLUTTERWAVE_HASH_HEADER = 'verif-hash';

const naira = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.finite(), v.minValue(0.01));

export const paymentBodySchema = v.object({
  tx_ref: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  amount: naira,
  // "If you don't specify a value, we'll assume NGN."
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency is a three-letter code.')), 'NGN'),
  redirect_url: v.pipe(v.string(), v.url()),
  customer: v.object({ email: v.pipe(v.string(), v.email()), phonenumber: v.optional(v.string()), name: v.optional(v.string()) }),
  customizations: v.optional(v.object({ title: v.optional(v.string()), description: v.optional(v.string()), logo: v.optional(v.string()) })),
  meta: v.optional(v.unknown()),
});
export type PaymentBody = v.InferInput<typeof paymentBodySchema>;

/** Without an amount, Flutterwave refunds the whole transaction. */
export const refundBodySchema = v.object({ amount: v.optional(naira) });
export type RefundBody = v.InferInput<typeof refundBodySchema>;

/** What Flutterwave says of a transaction; 'cancelled' is a checkout the customer cancelled. */
export const TRANSACTION_STATUSES = ['successful', 'failed', 'pending', 'cancelled'] as const;

export const transactionSchema = v.object({
  id: v.number(),
  tx_ref: v.string(),
  /** What was asked, naira; `charged_amount` adds any fee the customer bore. */
  amount: v.pipe(v.number(), v.finite(), v.minValue(0)),
  currency: v.string(),
  status: v.picklist(TRANSACTION_STATUSES),
  created_at: v.nullish(v.string()),
});
export type FlutterwaveTransaction = v.InferOutput<typeof transactionSchema>;

export const answerSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({ status: v.picklist(['success', 'error']), message: v.string(), data: v.nullish(data) });
export const paymentLinkSchema = answerSchema(v.object({ link: v.pipe(v.string(), v.url()) }));
export const verifiedSchema = answerSchema(transactionSchema);
export const refundedSchema = answerSchema(v.object({ status: v.optional(v.string()), amount_refunded: v.optional(v.number()) }));

/** The events this integration reads; the rest are acknowledged and ignored by the payment service. */
export const webhookSchema = v.object({
  event: v.string(),
  data: v.object({ id: v.number(), tx_ref: v.string(), status: v.optional(v.string()), amount: v.optional(v.number()), currency: v.optional(v.string()) }),
});
