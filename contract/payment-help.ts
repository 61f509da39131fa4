import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { otpCodeSchema } from './onboarding';
import { EMAIL_PATTERN, LIMITS, toLocalPhone, typedText } from './validation';

/**
 * "I paid but have no ticket" (/payment-help, issue 31): a traveller proves a phone number or an
 * e-mail address with a one-time code, then sees every payment made with it in the last
 * PAYMENT_HELP_DAYS and what became of it (server/services/payment-help/).
 */

/** How far back the page looks. */
export const PAYMENT_HELP_DAYS = 30;
/** How long the token a right code gives opens the contact's payments. */
export const PAYMENT_HELP_TOKEN_MINUTES = 15;
/** Spec 2 §9: refunds reach the traveller in 3 to 10 working days; the page promises the later. */
export const REFUND_WORKING_DAYS = 10;

export const PAYMENT_HELP_MESSAGES = {
  badContact: 'Enter the phone number (11 digits) or the e-mail address you paid with.',
  codeSent: 'If we have a payment from this phone number or e-mail address in the last 30 days, we have sent it a 6-digit code.',
  verified: 'Here are your payments.',
  tokenExpired: 'For your safety, this page asks for a new code after 15 minutes. Please request a new code.',
  tooManyTries: (minutes: number) => `Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

/**
 * A phone number or an e-mail address as typed, to the one form the payments are stored under
 * (server/services/payment/checks/register.ts): an e-mail in lower case, a Nigerian phone as its
 * 11 digits '0…'. Undefined for anything else.
 */
export function normaliseHelpContact(input: string): string | undefined {
  const s = input.trim();
  if (s.includes('@')) return EMAIL_PATTERN.test(s) ? s.toLowerCase() : undefined;
  const phone = toLocalPhone(s);
  return /^0\d{10}$/.test(phone) ? phone : undefined;
}

export const isEmailContact = (contact: string) => contact.includes('@');

const contactSchema = v.pipe(
  v.string(PAYMENT_HELP_MESSAGES.badContact),
  v.trim(),
  v.minLength(1, PAYMENT_HELP_MESSAGES.badContact),
  v.maxLength(LIMITS.email, PAYMENT_HELP_MESSAGES.badContact),
  typedText('The phone number or e-mail address'),
  v.check((s) => normaliseHelpContact(s) !== undefined, PAYMENT_HELP_MESSAGES.badContact),
  v.transform((s) => normaliseHelpContact(s) ?? s),
);

/** POST /PaymentHelp/code: a code to this phone or e-mail (sent only where a payment is known; the answer is the same). */
export const helpCodeRequest = v.object({ contact: contactSchema });
export const helpCodeSentSchema = v.object({ expiresAt: v.string(), resendAfterSeconds: v.number() });
export const helpCodeResponse = envelopeSchema(helpCodeSentSchema);

/** POST /PaymentHelp/verify: the code, for the contact's payment-help token. */
export const helpVerifyRequest = v.object({ contact: contactSchema, code: otpCodeSchema });
export const helpTokenSchema = v.object({ token: v.string(), expiresIn: v.number(), contact: v.string() });
export const helpVerifyResponse = envelopeSchema(helpTokenSchema);

/** What a payment was for, by its reference's kind: FRE- booking, HIR- hire, BIL- bill, WAL- wallet funding, RSC- reschedule fee. */
export const HELP_KINDS = ['booking', 'hire', 'bill', 'funding', 'reschedule'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];

/**
 * Where a payment stands, as the page tells it: what it bought ('ticket', 'hire', 'purchase',
 * 'credit', 'rescheduled'), or 'refund' (it bought nothing and goes back), 'checking' (still open:
 * we are asking the provider), 'unpaid' (no money was taken), 'support' (our support team has it).
 */
export const HELP_OUTCOMES = ['ticket', 'hire', 'purchase', 'credit', 'rescheduled', 'refund', 'checking', 'unpaid', 'support'] as const;
export type HelpOutcome = (typeof HELP_OUTCOMES)[number];

/** How it was paid, for where a refund goes: a card checkout, a checkout that takes cards or accounts, a bank transfer, the wallet, pay later. */
export const PAID_WITH = ['card', 'checkout', 'bank-transfer', 'wallet', 'pay-later'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

export const helpRefundSchema = v.object({
  amountKobo: v.number(),
  /** The provider has sent it back; false while we are still asking it to. */
  done: v.boolean(),
  refundedAt: v.nullable(v.string()),
  /** The Lagos date 'yyyy-mm-dd' it reaches the traveller by (REFUND_WORKING_DAYS working days after it was sent). */
  by: v.string(),
});
export type HelpRefund = v.InferOutput<typeof helpRefundSchema>;

export const helpPaymentSchema = v.object({
  kind: v.picklist(HELP_KINDS),
  /** Our reference, as the provider was given it. */
  reference: v.string(),
  /** The booking whose ticket this payment is about (a booking, or the booking a reschedule moved). */
  bookingReference: v.optional(v.string()),
  /** Who took the money, as travellers know it: 'Paystack', 'AzaPay', 'Wallet'. */
  provider: v.string(),
  paidWith: v.picklist(PAID_WITH),
  amountKobo: v.number(),
  /** When the payment started (ISO). */
  startedAt: v.string(),
  /** What it was for, in a line: 'Bus ticket, Lagos (Jibowu) → Abuja (Utako), Tue, 1 Dec 2026, 08:00 AM'. */
  what: v.string(),
  outcome: v.picklist(HELP_OUTCOMES),
  refund: v.optional(helpRefundSchema),
  /** 'checking': when we will have heard from the provider, at the latest, for now (ISO). */
  hearBy: v.optional(v.string()),
  /** A prepaid electricity purchase's token. */
  token: v.optional(v.string()),
});
export type HelpPayment = v.InferOutput<typeof helpPaymentSchema>;

/** GET /PaymentHelp/payments with the token as bearer: the contact's payments, newest first. */
export const helpPaymentsSchema = v.object({ contact: v.string(), since: v.string(), payments: v.array(helpPaymentSchema) });
export type HelpPayments = v.InferOutput<typeof helpPaymentsSchema>;
export const helpPaymentsResponse = envelopeSchema(helpPaymentsSchema);

/** How a payment was made, in words: 'Paystack (card)', 'Freely wallet'. */
export function paidWithWords(provider: string, paidWith: PaidWith): string {
  switch (paidWith) {
    case 'wallet':
      return 'Freely wallet';
    case 'bank-transfer':
      return `${provider} (bank transfer)`;
    case 'pay-later':
      return `${provider} (pay later)`;
    case 'checkout':
      return `${provider} (card or account)`;
    default:
      return `${provider} (card)`;
  }
}

/** Where a refund goes, in words: 'back to the card you paid with through Paystack'. */
export function refundDestination(provider: string, paidWith: PaidWith): string {
  switch (paidWith) {
    case 'wallet':
      return 'back to your Freely wallet';
    case 'bank-transfer':
      return `back to the bank account you sent it from, through ${provider}`;
    case 'pay-later':
      return `back to ${provider}, which cancels that credit`;
    case 'checkout':
      return `back to the card or account you paid with through ${provider}`;
    default:
      return `back to the card you paid with through ${provider}`;
  }
}
