import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { emailSchema, ignoredScalar, LIMITS, text } from './validation';
import { referenceSchema } from './callbacks';

export { CALLBACKS, referenceSchema, type CallbackProvider } from './callbacks';

/** Spec 2 §7.5 and §9, the payment service. Amounts to providers are kobo (naira × 100). */

/** Gateway enum ids (spec 2 §9), each provider under the one name the app, the server and the stored payments use. */
export const GATEWAY = {
  cashbackWallet: 1,
  wallet: 2,
  paystack: 5,
  flutterwave: 8,
  walletWithPin: 23,
  budpay: 25,
  azapay: 26,
  nomba: 28,
  creditdirect: 29,
  moniepoint: 30,
  opay: 31,
  /**
   * Bank transfer to a one-use virtual account (/woven-pay). Not one of spec 2 §9's ids: the spec
   * describes the virtual-account call but names no gateway for it ('that option is not offered').
   * Our reading: the checkout offers it as its own entry, 'Bank Transfer (Virtual Account)', under
   * an id no spec list uses (1-34 are taken or listed in server/services/payment/gateways.ts).
   */
  woven: 35,
} as const;

export const gatewaySchema = v.object({
  gatewayName: v.string(),
  status: v.boolean(),
  paymentWalletEnumId: v.number(),
});
export type Gateway = v.InferOutput<typeof gatewaySchema>;
/** GET /api/v1/PaymentGateway/Gateways/{id}?countryCode=NG; id 1 checkout, 2 hire. */
export const gatewaysResponse = envelopeSchema(v.array(gatewaySchema));
export const gatewayListParam = v.object({ id: v.pipe(v.string(), v.transform(Number), v.picklist([1, 2], 'Gateway list 1 (checkout) or 2 (hire).')) });

const HIDDEN_NAMES = ['firstbank ussd', 'unionbank'];
/** Gateways the web app can hand off to today; the wallet ones arrive with the wallet. */
export const WEB_GATEWAYS: readonly number[] = [
  GATEWAY.paystack, GATEWAY.flutterwave, GATEWAY.budpay, GATEWAY.azapay, GATEWAY.nomba, GATEWAY.creditdirect, GATEWAY.moniepoint, GATEWAY.opay, GATEWAY.woven,
];

/**
 * Spec 2 §9 / spec 1 §6: only status true; FirstBank USSD and UnionBank never; the gateway
 * named Wallet not for guests; and only gateways this app can complete.
 */
export function visibleGateways(list: Gateway[], options: { signedIn: boolean; supported?: readonly number[] }): Gateway[] {
  const supported = options.supported ?? WEB_GATEWAYS;
  return list.filter((g) => {
    const name = g.gatewayName.trim().toLowerCase();
    if (!g.status || HIDDEN_NAMES.includes(name)) return false;
    if (!options.signedIn && name === 'wallet') return false;
    return supported.includes(g.paymentWalletEnumId);
  });
}

export const refParam = v.object({ ref: referenceSchema });

// ---- provider initialisation (the server reads the amount, name, e-mail and phone from the
// booking, never the body: the app sends the reference only; the other fields stay optional) --

/** Card provider (5): POST /api/v1/Paystack/initialize → data is the checkout URL. */
export const paystackInitRequest = v.object({
  reference: referenceSchema,
  email: v.optional(emailSchema),
  amount: ignoredScalar,
  countrycode: v.optional(text(LIMITS.short, 'countrycode'), 'NG'),
  serviceId: ignoredScalar,
  callback_url: v.optional(text(LIMITS.url, 'callback_url')),
});
export const paystackInitResponse = envelopeSchema(v.string());

/** Widget pages (8 Flutterwave, 25 BudPay): POST /api/v1/<Provider>/initialize → the widget to open. */
export const widgetInitRequest = v.object({ reference: referenceSchema, email: v.optional(emailSchema), phoneNumber: v.optional(text(LIMITS.phone, 'phoneNumber')) });
export const widgetInitResponse = envelopeSchema(v.object({ checkoutUrl: v.string(), publicKey: v.string() }));

/** Nomba (28): POST /api/v1/Nomba/initialize → data.checkoutLink. */
export const nombaInitRequest = v.object({
  order: v.object({
    orderReference: referenceSchema,
    amount: ignoredScalar,
    callbackUrl: v.optional(text(LIMITS.url, 'callbackUrl')),
    customerId: v.optional(text(LIMITS.short, 'customerId')),
    customerEmail: v.optional(emailSchema),
    currency: v.optional(v.literal('NGN'), 'NGN'),
  }),
  tokenizeCard: v.optional(v.boolean()),
  serviceId: ignoredScalar,
});
export const nombaInitResponse = envelopeSchema(v.object({ checkoutLink: v.string(), orderReference: v.string() }));

/** Buy now, pay later (29): GET /Payment/InitiateCreditDirectRequest/{ref} → the widget's key and URL. */
export const creditdirectInitResponse = envelopeSchema(v.object({ publicKey: v.string(), checkoutUrl: v.string() }));

/** Monnify/Moniepoint (30): POST /api/v1/Moniepoint/initialize → data.responseBody.checkoutUrl. */
export const moniepointInitRequest = v.object({
  reference: referenceSchema,
  paymentReference: v.optional(text(LIMITS.short, 'paymentReference')),
  amount: ignoredScalar,
  customerName: v.optional(v.pipe(text(LIMITS.address, 'customerName'), v.minLength(1))),
  customerEmail: v.optional(emailSchema),
  paymentDescription: v.optional(text(LIMITS.address, 'paymentDescription')),
  currencyCode: v.optional(v.literal('NGN'), 'NGN'),
  contractCode: v.optional(text(LIMITS.short, 'contractCode')),
  redirectUrl: v.optional(text(LIMITS.url, 'redirectUrl')),
  paymentMethods: v.optional(v.pipe(v.array(text(LIMITS.short, 'paymentMethods')), v.maxLength(10))),
  serviceId: ignoredScalar,
});
export const moniepointInitResponse = envelopeSchema(
  v.object({ requestSuccessful: v.boolean(), responseBody: v.object({ checkoutUrl: v.string(), paymentReference: v.string() }) }),
);

/** OPay (31): POST /api/v1/OPay/initialize → data.cashierUrl; verify with POST /api/v1/OPay/verify. */
export const opayInitRequest = v.object({
  email: v.optional(emailSchema),
  phoneNumber: v.optional(text(LIMITS.phone, 'phoneNumber')),
  name: v.optional(text(LIMITS.address, 'name')),
  country: v.optional(v.literal('NG'), 'NG'),
  reference: referenceSchema,
  amount: ignoredScalar,
  currency: v.optional(v.literal('NGN'), 'NGN'),
  payMethod: ignoredScalar,
  customerVisitSource: v.optional(text(LIMITS.short, 'customerVisitSource')),
  callbackUrl: v.optional(text(LIMITS.url, 'callbackUrl')),
});
export const opayInitResponse = envelopeSchema(v.object({ cashierUrl: v.string(), reference: v.string() }));
export const opayVerifyRequest = v.object({ country: v.optional(v.literal('NG'), 'NG'), reference: referenceSchema });

// ---- bank transfer (26) ---------------------------------------------------------------------

/** The timed-account provider answers one of two shapes (spec 1 §2 '/aza-pay'). */
export const namedAccountSchema = v.object({
  kind: v.literal('named'),
  bankName: v.string(),
  accountName: v.string(),
  accountNo: v.string(),
  amount: v.number(),
  reference: v.string(),
  expiresAt: v.string(),
});
export const virtualAccountSchema = v.object({
  kind: v.literal('virtual'),
  bankName: v.string(),
  account_name: v.string(),
  vnuban: v.string(),
  max_amount: v.number(),
  account_reference: v.string(),
  expiresAt: v.string(),
});
export const transferAccountSchema = v.variant('kind', [namedAccountSchema, virtualAccountSchema]);
export type TransferAccount = v.InferOutput<typeof transferAccountSchema>;
/**
 * POST /api/v1/AzaPay/account {ref, customerEmail, customerName, customerPhone} → the account to pay
 * into. The server takes the name, e-mail, phone and amount from the booking: only `ref` is needed.
 */
export const transferAccountRequest = v.object({
  ref: referenceSchema,
  customerEmail: v.optional(emailSchema),
  customerName: v.optional(v.pipe(text(LIMITS.address, 'customerName'), v.minLength(1))),
  customerPhone: v.optional(text(LIMITS.phone, 'customerPhone')),
  amount: ignoredScalar,
});
export const transferAccountResponse = envelopeSchema(transferAccountSchema);
/** Minutes the traveller has to make the transfer (spec 1 §2). */
export const TRANSFER_WINDOW_MINUTES = 30;

// ---- confirmation ---------------------------------------------------------------------------

/** POST /api/Webhook/{provider}: the provider's name in the path; the signed body is read raw by the handler. */
export const webhookParam = v.object({ provider: v.string() });
/** 'processed' with the verdict, or 'already processed' (a replay) with no data. */
export const webhookResponse = envelopeSchema(v.nullable(v.object({ outcome: v.string() })));

/** GET /api/v1/PaymentGateway/Gateways/{id}?countryCode=NG: gateways exist for Nigeria only. */
export const gatewayListQuery = v.object({
  countryCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'Country code must be two letters.')), 'NG'),
});

/**
 * What a confirm call answers when the provider has not taken the money (spec 2 §8 'Failed
 * pages'): code '0' not paid yet, '2' cancelled at the provider, '6' failed. Not in the spec:
 * 'refund' (HTTP 409), money that bought nothing (the booking was already paid, closed, or lost
 * its seats) and goes back; shortDescription says why and whether it has been refunded.
 */
export const CONFIRM_OUTCOME = {
  pending: { code: '0', message: 'Payment not completed yet.' },
  transferPending: { code: '0', message: 'We have not received your transfer yet.' },
  cancelled: { code: '2', message: 'Your Booking was Cancelled!!!' },
  failed: { code: '6', message: 'Failed Booking' },
  refund: { code: 'refund', message: 'This payment was not needed and is refunded.' },
  /**
   * The provider says this payment was cancelled or failed, but the booking still holds its seats:
   * a cancelled payment is not a cancelled booking (issue 31). The booking can be paid another way
   * until `data.holdExpiresAt` (HeldBooking); the sentence says so with the time.
   */
  stillHeld: { code: 'held', message: 'Your payment was not completed. Your seats are still held: choose another payment method.' },
} as const;

/** The data of a CONFIRM_OUTCOME.stillHeld answer: the booking and until when its seats are held (ISO). */
export const heldBookingSchema = v.object({ reference: v.string(), holdExpiresAt: v.string() });
export type HeldBooking = v.InferOutput<typeof heldBookingSchema>;
