import * as v from 'valibot';

/**
 * Paystack's API as its documentation gives it, shared by the adapter (adapter.ts) and the sandbox's
 * stand-in (server/sandbox/payments/paystack-api.ts):
 * - Initialize: https://paystack.com/docs/api/transaction/#initialize
 * - Verify: https://paystack.com/docs/api/transaction/#verify
 * - Refund: https://paystack.com/docs/api/refund/#create
 * - Webhooks and their signature: https://paystack.com/docs/payments/webhooks/
 * Every call carries `Authorization: Bearer <secret key>`; amounts are kobo; answers are
 * `{ status, message, data }`, `status` false on a refusal.
 */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_PATHS = {
  initialize: '/transaction/initialize',
  verify: (reference: string) => `/transaction/verify/${encodeURIComponent(reference)}`,
  refund: '/refund',
} as const;
/** Hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Only letters, digits, '-', '.' and '=' (Paystack's transaction errors). */
export const paystackReference = v.pipe(v.string(), v.regex(/^[A-Za-z0-9.=-]{1,100}$/, 'Only letters, digits, -, . and = are allowed in a reference.'));

export const initializeBodySchema = v.object({
  email: v.pipe(v.string(), v.email()),
  amount: v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1)),
  reference: paystackReference,
  callback_url: v.pipe(v.string(), v.url()),
  currency: v.optional(v.literal('NGN')),
  metadata: v.optional(v.unknown()),
});
export type InitializeBody = v.InferInput<typeof initializeBodySchema>;

export const refundBodySchema = v.object({
  transaction: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type RefundBody = v.InferInput<typeof refundBodySchema>;

/** What Paystack says of a transaction: 'abandoned' is a checkout left (or cancelled); 'reversed' was refunded. */
export const TRANSACTION_STATUSES = ['success', 'failed', 'abandoned', 'ongoing', 'pending', 'processing', 'queued', 'reversed'] as const;

export const transactionSchema = v.object({
  id: v.number(),
  status: v.picklist(TRANSACTION_STATUSES),
  reference: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.string(),
  paid_at: v.nullish(v.string()),
});
export type PaystackTransaction = v.InferOutput<typeof transactionSchema>;

export const answerSchema = <T extends v.GenericSchema>(data: T) => v.object({ status: v.boolean(), message: v.string(), data: v.optional(data) });
export const initializedSchema = answerSchema(v.object({ authorization_url: v.pipe(v.string(), v.url()), access_code: v.string(), reference: v.string() }));
export const verifiedSchema = answerSchema(transactionSchema);

/** The events this integration reads; the rest are acknowledged and ignored by the payment service. */
export const webhookSchema = v.object({ event: v.string(), data: v.object({ id: v.number(), reference: v.string(), status: v.optional(v.string()), amount: v.optional(v.number()) }) });
