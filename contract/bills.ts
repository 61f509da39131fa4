import * as v from 'valibot';
import { contactPhoneSchema, emailSchema } from './validation';
import { pinSchema } from './wallet';

/**
 * Spec 2 §7.7, §8 and §9, the bills service (issue 16), mounted at /api/bills. Every answer but
 * /token is the bills envelope: `code` '1' is success, `description` says what happened (a
 * refusal's reason), and the answer sits in `payload` (the Quickteller-style calls and the
 * purchases) or `data` (/lookup, as the spec reads `data.network`). Every call but /token carries
 * the bills token, which opens only the bills of the customer it was issued for.
 *
 * Money: catalogue amounts (payment items) are kobo, as the spec says; what a traveller types
 * (airtime, electricity) is naira; outcomes give naira with two decimals, as the wallet does.
 */

// ---- constants

/** The bills token's lifetime. */
export const BILLS_TOKEN_TTL_SECONDS = 600;
/** Electricity and TV add this fixed fee (spec 2 §9); airtime and data none. */
export const BILL_FEE_KOBO = 100_00;
/** Customer validation's success code (spec 2 §9). */
export const VALIDATION_OK = '90000';
/** Pay advice constants (spec 2 §9: fixed terminal id and payment method 1, transaction type 0). */
export const PAY_ADVICE_TERMINAL_ID = '3FRE0001';
export const PAY_ADVICE_PAYMENT_METHOD = 1;
export const PAY_ADVICE_TRANSACTION_TYPE = 0;
/** Billers by category (spec 2 §7.7): 1 electricity, 2 TV. */
export const BILLER_CATEGORY = { electricity: 1, tv: 2 } as const;
/** The gateways the bills screens offer (spec 2 §9): 5 card by redirect, 23 wallet with PIN. */
export const BILL_GATEWAYS = [5, 23] as const;
export type BillGateway = (typeof BILL_GATEWAYS)[number];
export const CARD_GATEWAY = 5;
export const WALLET_GATEWAY = 23;

/** The four networks (spec 1 §2 'Bill payment sub-screens'), with their data biller ids (spec 2 §7.7). */
export const NETWORKS = ['MTN', 'Airtel', 'Glo', 'Etisalat'] as const;
export type Network = (typeof NETWORKS)[number];
export const NETWORK_NAMES: Record<Network, string> = { MTN: 'MTN Nigeria', Airtel: 'Airtel Nigeria', Glo: 'Glo Nigeria', Etisalat: 'Etisalat Nigeria' };
export const DATA_BILLER_IDS: Record<Network, number> = { MTN: 348, Etisalat: 205, Glo: 3070, Airtel: 901 };

/** Airtime: ₦50 to ₦50,000 a top-up. Electricity: ₦500 to ₦500,000 a purchase. */
export const AIRTIME_MIN_NAIRA = 50;
export const AIRTIME_MAX_NAIRA = 50_000;
export const ELECTRICITY_MIN_NAIRA = 500;
export const ELECTRICITY_MAX_NAIRA = 500_000;

/** Bill kinds, as the history and outcomes name them. */
export const BILL_KINDS = ['airtime', 'data', 'electricity', 'tv'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/**
 * Where a bill payment stands: 'awaiting-payment' at the card checkout; 'pending' paid and sent to
 * the biller, who has not answered yet (a background check resolves it); 'success' vended;
 * 'failed' not paid, or paid and refunded because the biller refused.
 */
export const BILL_STATUSES = ['awaiting-payment', 'pending', 'success', 'failed'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The spec's sentences (spec 2 §8), and ours where it has none. */
export const BILLS_MESSAGES = {
  referenceFailed: 'Error generating payment reference.',
  discosFailed: 'Error fetching Discos.',
  plansFailed: 'Error fetching providers plans.',
  meterInvalid: 'Error validating meter informations.',
  tvProvidersFailed: 'Error fetching TV providers.',
  tvInvalid: 'Error validating informations.',
  electricityFailed: 'Your transaction failed, Please Try again.',
  processing: 'Your transaction is processing',
  airtimeDone: 'Airtime Purchased Successfully.',
  purchased: 'Purchased Successfully.',
  payAdviceFailed: 'An error occured while processing your request.',
  failedPayment: 'Failed Payment',
  succeeded: (reference: string) => `Your Payment of ${reference} was successful.`,
  // ours
  awaitingCard: 'Complete the payment on the card page to finish this purchase.',
  refunded: 'The biller could not complete this purchase. Your money has been returned.',
  cardRefunded: 'The biller could not complete this purchase. Your card payment has been refunded.',
  unknownReference: 'Unknown payment reference.',
  referenceReused: 'This reference was already used for a different payment.',
  priceChanged: 'The price of this plan has changed. Please choose it again.',
  unknownItem: 'This plan is not available. Please choose another one.',
  unknownBiller: 'This provider is not available. Please choose another one.',
  notValidated: 'Validate the meter or smart card number before paying.',
  pinRequired: 'Enter your 4 digit PIN.',
  cardUnavailable: 'Card payments are not available at the moment. Please pay from your wallet.',
  billerUnavailable: 'Bill payment is not available at the moment. Please try again later.',
  tokenExpired: 'Your bills session has expired. Please try again.',
  signInFirst: 'Sign in to pay bills.',
  notYours: 'You can only see your own bills.',
  networkUnknown: 'We could not tell the network of this number. Please pick it.',
} as const;

// ---- field schemas

const naira = (min: number, max: number, label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `Enter the ${label} amount.`),
    v.transform((input) => String(input).replace(/[₦,\s]/g, '')),
    v.regex(/^\d{1,9}(\.\d{1,2})?$/, `Enter the ${label} amount in naira, like 1500.`),
    v.transform((s) => Math.round(Number(s) * 100)),
    v.minValue(min * 100, `The ${label} amount must be at least ₦${min.toLocaleString('en-NG')}.`),
    v.maxValue(max * 100, `The ${label} amount must be at most ₦${max.toLocaleString('en-NG')}.`),
  );
/** Airtime in naira as typed, to kobo. */
export const airtimeAmountSchema = naira(AIRTIME_MIN_NAIRA, AIRTIME_MAX_NAIRA, 'airtime');
/** Electricity in naira as typed, to kobo (the fee is added by the server). */
export const electricityAmountSchema = naira(ELECTRICITY_MIN_NAIRA, ELECTRICITY_MAX_NAIRA, 'electricity');

/** A meter number: 11 to 13 digits. */
export const meterNumberSchema = v.pipe(v.string('Enter the meter number.'), v.trim(), v.minLength(1, 'Enter the meter number.'), v.regex(/^\d{11,13}$/, 'The meter number is 11 to 13 digits, with no letters.'));
/** A DStv, GOtv or StarTimes smart card (IUC) number: 10 to 11 digits. */
export const smartCardSchema = v.pipe(v.string('Enter the smart card number.'), v.trim(), v.minLength(1, 'Enter the smart card number.'), v.regex(/^\d{10,11}$/, 'The smart card number is 10 or 11 digits, with no letters.'));
/** Either: what CustomerValidation and the pay advice call customerId. */
export const billCustomerIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{10,13}$/, 'The meter or smart card number is 10 to 13 digits, with no letters.'));
/** A phone number to top up: 11 digits starting 0, as every contact phone. */
export const billPhoneSchema = contactPhoneSchema;
/** BIL- and 12 symbols of the booking reference alphabet. */
export const BILL_REFERENCE = /^BIL-[A-HJ-NP-Z2-9]{12}$/;
export const billReferenceSchema = v.pipe(v.string(), v.trim(), v.regex(BILL_REFERENCE, BILLS_MESSAGES.unknownReference));
const paymentCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{3,10}$/, BILLS_MESSAGES.unknownItem));
const idNumber = (message: string) => v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,9}$/, message), v.transform(Number));
const gatewaySchema = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist(BILL_GATEWAYS, 'paymentGateway is 5 (card) or 23 (wallet).'));
/** Every purchase names its reference, how it is paid, and the PIN when from the wallet (checked server side with the wallet's PIN rules). */
const payment = {
  requestReference: billReferenceSchema,
  paymentGateway: gatewaySchema,
  Pin: v.optional(pinSchema),
};
const kobo = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer('amount is whole kobo.'), v.minValue(1), v.maxValue(1_000_000_00));

// ---- requests

/** POST /token (form): the spec's password grant; the proof is the customer's session bearer (see server/services/bills/bills-token.ts). */
export const billsTokenRequest = v.object({
  grant_type: v.literal('password', 'grant_type must be password.'),
  username: emailSchema,
});
export const billsTokenResponse = v.object({ access_token: v.string(), expires_in: v.number(), token_type: v.literal('Bearer') });

/** POST /PaymentInfo/GenerateReference: a new reference for one purchase, tied to the customer. */
export const generateReferenceRequest = v.object({ userPhone: contactPhoneSchema });
export const billersByCategoryQuery = v.object({
  CategoryId: v.pipe(v.string(), v.transform(Number), v.picklist([1, 2], 'CategoryId is 1 (electricity) or 2 (TV).')),
});
export const paymentItemsQuery = v.object({ billerId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, BILLS_MESSAGES.unknownBiller), v.transform(Number)) });
/** POST /api/quickteller/CustomerValidation. */
export const customerValidationRequest = v.object({
  customers: v.pipe(v.array(v.object({ customerId: billCustomerIdSchema, paymentCode: paymentCodeSchema })), v.length(1, 'Validate one customer at a time.')),
});
/** GET /lookup?phone=: the network of a Nigerian number by its prefix. */
export const lookupQuery = v.object({ phone: billPhoneSchema });
/** GET /api/CustomerTransactions/GetTransactionByEmail?email=: the customer's own bills, newest first. */
export const transactionsByEmailQuery = v.object({ email: emailSchema });
/** GET /PaymentInfo/PaymentStatus?reference= (ours): the result page's question; settles a card payment first. */
export const paymentStatusQuery = v.object({ reference: billReferenceSchema });

/**
 * POST /api/quickteller/SendPayAdvice: electricity and TV (spec 3 'pay advice payload'), plus how
 * it is paid. `amount` is the bill in kobo without the fee: for a TV package it must equal the
 * catalogue's price; for electricity it is what the traveller chose.
 */
export const payAdviceRequest = v.object({
  amount: kobo,
  customerEmail: emailSchema,
  customerId: billCustomerIdSchema,
  customerMobile: contactPhoneSchema,
  paymentCode: paymentCodeSchema,
  paymentMethod: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.literal(PAY_ADVICE_PAYMENT_METHOD, 'paymentMethod is 1.')), PAY_ADVICE_PAYMENT_METHOD),
  terminalId: v.optional(v.pipe(v.string(), v.literal(PAY_ADVICE_TERMINAL_ID, 'Unknown terminal.')), PAY_ADVICE_TERMINAL_ID),
  ticketerEmail: v.optional(v.union([emailSchema, v.literal('')]), ''),
  transactionType: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.literal(PAY_ADVICE_TRANSACTION_TYPE, 'transactionType is 0.')), PAY_ADVICE_TRANSACTION_TYPE),
  ...payment,
});
/** POST /wp-json/api/v1/airtime: `amount` in naira as typed; `network` as looked up or overridden. */
export const airtimeRequest = v.object({
  phone: billPhoneSchema,
  network: v.picklist(NETWORKS, 'Pick the network: MTN, Airtel, Glo or Etisalat.'),
  amount: airtimeAmountSchema,
  ...payment,
});
/** POST /wp-json/api/v1/data: a bundle (paymentCode) of a data biller; `amount` (kobo) must equal its price. */
export const dataRequest = v.object({
  phone: billPhoneSchema,
  billerId: v.pipe(idNumber(BILLS_MESSAGES.unknownBiller), v.picklist(Object.values(DATA_BILLER_IDS), BILLS_MESSAGES.unknownBiller)),
  paymentCode: paymentCodeSchema,
  amount: kobo,
  ...payment,
});

// ---- answers

/** The bills envelope's success (failure: the same with `payload: null`). */
export const billsEnvelopeSchema = <T extends v.GenericSchema>(payload: T) =>
  v.object({ code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), description: v.optional(v.nullable(v.string()), ''), payload });
const dataEnvelopeSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({ code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), description: v.optional(v.nullable(v.string()), ''), data });

export const categorySchema = v.object({ categoryid: v.number(), categoryname: v.string() });
export const billerSchema = v.object({ billerid: v.number(), billername: v.string(), categoryid: v.number() });
export type Biller = v.InferOutput<typeof billerSchema>;
/** A plan, bundle, package or (electricity) Prepaid / Postpaid; amount in kobo, '0' when the traveller chooses it. */
export const paymentItemSchema = v.object({
  paymentitemid: v.string(),
  paymentitemname: v.string(),
  amount: v.string(),
  itemFee: v.string(),
  paymentCode: v.string(),
  billerid: v.number(),
});
export type PaymentItem = v.InferOutput<typeof paymentItemSchema>;
export const validatedCustomerSchema = v.object({
  customerId: v.string(),
  paymentCode: v.string(),
  /** '90000' when the biller knows the customer. */
  responseCode: v.string(),
  /** The name the biller has for the meter or card ('' when unknown). */
  fullName: v.string(),
  address: v.optional(v.string(), ''),
});

/** One purchase's outcome: what every purchase call, the result page and the history show. */
export const billOutcomeSchema = v.object({
  reference: v.string(),
  kind: v.picklist(BILL_KINDS),
  status: v.picklist(BILL_STATUSES),
  /** The biller and the plan: 'MTN Nigeria', 'Ikeja Electric' · 'Prepaid', 'DStv' · 'Compact'. */
  billerName: v.string(),
  itemName: v.string(),
  /** The phone, meter or smart card number. */
  customerId: v.string(),
  /** The name the biller has for the meter or card ('' for airtime and data). */
  customerName: v.string(),
  /** Naira: the bill, the fee, what was paid. */
  amount: v.number(),
  fee: v.number(),
  total: v.number(),
  /** 5 card, 23 wallet; null before a way to pay was chosen. */
  paymentGateway: v.nullable(v.number()),
  /** A prepaid electricity purchase's 20-digit token, once vended. */
  token: v.nullable(v.string()),
  /** The card checkout to go to while 'awaiting-payment'. */
  authorizationUrl: v.nullable(v.string()),
  /** True when paid money went back (wallet credited or card refunded) because the biller refused. */
  refunded: v.boolean(),
  /** A sentence for the traveller about this outcome. */
  message: v.string(),
  /** ISO instants. */
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type BillOutcome = v.InferOutput<typeof billOutcomeSchema>;

export const referenceResponse = billsEnvelopeSchema(v.object({ transactionReference: v.string() }));
export const categoriesResponse = billsEnvelopeSchema(v.object({ categories: v.array(categorySchema) }));
export const billersResponse = billsEnvelopeSchema(v.object({ billers: v.array(billerSchema) }));
export const paymentItemsResponse = billsEnvelopeSchema(v.object({ paymentitems: v.array(paymentItemSchema) }));
export const customerValidationResponse = billsEnvelopeSchema(v.object({ customers: v.array(validatedCustomerSchema) }));
export const outcomeResponse = billsEnvelopeSchema(billOutcomeSchema);
export const transactionsResponse = billsEnvelopeSchema(v.object({ transactions: v.array(billOutcomeSchema) }));
export const lookupResponse = dataEnvelopeSchema(v.object({ network: v.picklist(NETWORKS), networkName: v.string() }));

/** Kobo to the wire's naira (two decimals). */
export const koboToNaira = (amountKobo: number) => Math.round(amountKobo) / 100;
