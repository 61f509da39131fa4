import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { referenceSchema, virtualAccountSchema } from './payment';
import { ignoredScalar, LIMITS, text } from './validation';

/*
 * The virtual account of /woven-pay (gateway 35, contract/payment.ts GATEWAY.woven). Apart from
 * contract/payment.ts, which the app's first load carries: only the pages that pay this way need it.
 */

/** Spec 2 §9: a virtual account is valid 60 minutes at the provider (its expires_on) and takes one transfer. */
export const VIRTUAL_ACCOUNT_VALID_MINUTES = 60;
export const VIRTUAL_ACCOUNT_USES = 1;

/**
 * POST /api/v1/Woven/virtualAccount: spec 2 §7.5's virtual-account creation call, as the app
 * sends it. Only customer_reference (our booking reference) is read: the server sets the name,
 * e-mail and mobile number from the booking, expires_on (60 minutes), use_frequency (1),
 * min_amount = max_amount (the booking's total) and callback_url (our webhook) itself.
 */
export const wovenAccountRequest = v.object({
  customer_reference: referenceSchema,
  name: ignoredScalar,
  email: ignoredScalar,
  mobile_number: ignoredScalar,
  expires_on: ignoredScalar,
  use_frequency: ignoredScalar,
  min_amount: ignoredScalar,
  max_amount: ignoredScalar,
  callback_url: v.optional(text(LIMITS.url, 'callback_url')),
});
/**
 * The virtual account to pay into (spec 1 §2's virtual variant: account_name, vnuban, max_amount,
 * account_reference), plus: expiresAt, the end of the 30 minutes the traveller has to transfer
 * (never past the seats' hold); validUntil, the provider's expires_on; closed, true once the
 * 30 minutes are over and the account was closed at the provider.
 */
export const wovenAccountSchema = v.object({
  ...virtualAccountSchema.entries,
  validUntil: v.string(),
  closed: v.boolean(),
});
export type WovenAccount = v.InferOutput<typeof wovenAccountSchema>;
export const wovenAccountResponse = envelopeSchema(wovenAccountSchema);

/** What the status call answers once a virtual account's 30 minutes passed with no transfer (spec 1 §4 'Booking status codes' 5, Expired). */
export const WOVEN_EXPIRED = {
  code: '5',
  message: 'This account has expired. No transfer reached it within 30 minutes, so your seats were released. Please book again.',
} as const;
