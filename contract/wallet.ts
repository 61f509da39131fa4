import * as v from 'valibot';
import { walletEnvelopeSchema } from './envelope';
import { OTP_LENGTH } from './onboarding';
import { referenceSchema } from './payment';
import { contactPhoneSchema, emailSchema, text } from './validation';

/**
 * Spec 2 §7.6 and §9, the wallet service (issue 15): form-encoded bodies, the wallet envelope
 * (`description`, `Status`, `Payload`, `Errors`), amounts in naira on the wire (two decimals) and
 * in kobo in the ledger. Every call but /connect/token carries the wallet token, which opens only
 * the wallet of the customer it was issued for: PhoneNumber and Email name that customer's wallet.
 */

/** Transaction PIN: 4 digits (spec 2 §9). */
export const PIN_LENGTH = 4;
/** Wrong PINs in a row before the wallet locks until its PIN is reset through an OTP. */
export const PIN_MAX_TRIES = 3;
/** A paid trip's cashback, credited to the cashback wallet (spec 2 §9). */
export const CASHBACK_RATE = 0.05;
/** The wallet token's lifetime: short, it is asked for again when it runs out. */
export const WALLET_TOKEN_TTL_SECONDS = 600;
/** The client id the web app sends; a public client, so no secret travels in the bundle. */
export const WALLET_CLIENT_ID = 'freely-web';
/** One funding: ₦1 to ₦1,000,000 (a card sandbox cap that keeps mistakes small). */
export const FUNDING_MIN_NAIRA = 1;
export const FUNDING_MAX_NAIRA = 1_000_000;

/** Which balance pays: the cashback wallet (gateway 1) or the main wallet (gateway 2, or 23 with the PIN). Both readings of spec 2 §9 stand. */
export const WALLET_TYPE = { cashback: 1, main: 2, mainWithPin: 23 } as const;
export type WalletType = (typeof WALLET_TYPE)[keyof typeof WALLET_TYPE];

export const OTP_TYPES = ['CreatePin', 'ChangePin', 'ResetPin'] as const;
export type WalletOtpType = (typeof OTP_TYPES)[number];

/** The spec's sentences (spec 2 §8), and ours where the spec has none. */
export const WALLET_MESSAGES = {
  wrongPin: 'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
  locked: 'Your wallet is locked after 3 wrong PINs. Reset your wallet PIN to unlock it.',
  noPin: 'You need to setup your wallet pin in order to use your wallet.',
  absent: (email: string) => `Wallet ${email} does not exist`,
  exists: 'You already have a wallet.',
  lowBalance: 'Your wallet balance is low',
  createMismatch: "Transaction pin doesn't match",
  resetMismatch: 'Pin not Match',
  created: 'Wallet Created Successfully',
  pinCreated: 'Pin reset successfully, kindly login.',
  pinChanged: 'Your wallet PIN has been changed.',
  pinReset: 'Your wallet PIN has been reset.',
  otpSent: 'OTP Sent Successfully.',
  badOtp: 'The OTP is wrong or has expired. Request a new one.',
  notYours: 'This wallet belongs to another customer.',
  tokenExpired: 'Your wallet session has expired. Please try again.',
  signInFirst: 'Sign in to use your wallet.',
  pinExists: 'Your wallet already has a PIN. Change it or reset it in Settings.',
  needsContact: 'Add a verified e-mail address and your phone number to your profile to use the wallet.',
  unknownReference: 'Unknown payment reference.',
  fundingUnavailable: 'Card payments are not available at the moment. Please try again later.',
  transferUnavailable: 'Bank transfers are not available at the moment. Please fund your wallet by card.',
  referenceReused: 'This reference was already used for a different payment.',
} as const;

/**
 * The failures the app must tell apart, by the `code` their answer carries (the generic envelope's
 * `code`, the `code` beside the wallet envelope's Status and Errors, the bills envelope's `code`):
 * never by comparing sentences (issue 31).
 */
export const WALLET_CODES = {
  wrongPin: 'wrong-pin',
  locked: 'wallet-locked',
  noPin: 'no-pin',
  lowBalance: 'low-balance',
} as const;

export const pinSchema = v.pipe(v.string('Enter your 4 digit PIN.'), v.trim(), v.regex(/^\d{4}$/, `Your PIN is ${PIN_LENGTH} digits.`));
export const walletOtpSchema = v.pipe(v.string('Enter the OTP sent to you.'), v.trim(), v.regex(/^\d{6}$/, `The OTP is ${OTP_LENGTH} digits.`));

/** Naira as a form sends it ('1,500.50' or '1500.5'), to kobo; refuses 0, negatives, more than two decimals and absurd sums. */
export const nairaToKoboSchema = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], 'Enter an amount.'),
    v.transform((input) => String(input).replace(/[₦,\s]/g, '')),
    v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter an amount in naira, like 1500 or 1500.50.'),
    v.transform((s) => Math.round(Number(s) * 100)),
    v.minValue(min * 100, `The amount must be at least ₦${min.toLocaleString('en-NG')}.`),
    v.maxValue(max * 100, `The amount must be at most ₦${max.toLocaleString('en-NG')}.`),
  );

/** Whose wallet: the customer's own phone (11 digits) and e-mail. */
const owner = { PhoneNumber: contactPhoneSchema, Email: emailSchema };

// ---- requests (form-encoded)

/** POST /connect/token: client credentials, for the signed-in customer (their session bearer). */
export const tokenRequest = v.object({
  client_id: v.literal(WALLET_CLIENT_ID, 'Unknown client.'),
  grant_type: v.literal('client_credentials', 'grant_type must be client_credentials.'),
});
export const tokenResponse = v.object({ access_token: v.string(), expires_in: v.number(), token_type: v.literal('Bearer') });

const personName = (label: string, missing: string) => v.pipe(v.string(missing), text(50, label), v.minLength(1, missing));
export const createWalletRequest = v.object({
  ...owner,
  FirstName: personName('First name', 'Enter your first name.'),
  LastName: personName('Last name', 'Enter your last name.'),
});
export const walletQuery = v.object(owner);
export const otpRequest = v.object({ ...owner, OtpType: v.picklist(OTP_TYPES, `OtpType is one of ${OTP_TYPES.join(', ')}.`) });
export const createPinRequest = v.object({ ...owner, Pin: pinSchema, Otp: walletOtpSchema });
export const changePinRequest = v.object({ ...owner, Otp: walletOtpSchema, OldPin: pinSchema, NewPin: pinSchema });
export const resetPinRequest = v.object({ ...owner, Otp: walletOtpSchema, NewPin: pinSchema });

/**
 * POST DebitWallet (bills, issue 16): the stored walletPin of spec 1 §3. Reference is the
 * idempotency key: the same reference debits once.
 */
export const debitWalletRequest = v.object({
  ...owner,
  Amount: nairaToKoboSchema(1, FUNDING_MAX_NAIRA),
  Pin: pinSchema,
  Reference: v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{6,40}$/, 'Reference must be 6 to 40 letters, digits, - or _.')),
  TransactionDesc: text(120, 'Description'),
  WalletToDebit: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist([1, 2, 23], 'WalletToDebit is 1, 2 or 23.')), 2),
});

/** POST PaymentApi/CreatePayment: funding by card (FundingSource 1, spec 1 §4). */
export const createPaymentRequest = v.object({
  ...owner,
  Amount: nairaToKoboSchema(FUNDING_MIN_NAIRA, FUNDING_MAX_NAIRA),
  FundingSource: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.literal(1, 'FundingSource 1 (card) is the one offered.')), 1),
});
/**
 * POST PaymentApi/CreateTransferPayment (our addition: /wallet-woven-pay's bank-transfer funding,
 * which spec 2 §9 says exists but no button reaches): a one-use account to transfer this amount to.
 */
export const createTransferRequest = v.object({ ...owner, Amount: nairaToKoboSchema(FUNDING_MIN_NAIRA, FUNDING_MAX_NAIRA) });
/** GET PaymentApi/GetTransferPayment?Reference=…: the account again, after asking the bank whether the transfer came. */
export const transferQuery = v.object({ Reference: v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{6,40}$/, 'Unknown payment reference.')) });
/** Minutes a funding account takes a transfer, as the bank-transfer page for seats (spec 2 §9). */
export const TRANSFER_FUNDING_MINUTES = 30;

/** GET PaymentApi/VerifyPaystackRef?paymentreference=… */
export const verifyRefQuery = v.object({ paymentreference: v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{6,40}$/, 'Unknown payment reference.')) });

/** GET WalletApi/GetTransactions: the newest first, a page at a time. */
export const transactionsQuery = v.object({
  ...owner,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'page is a whole number.'), v.transform(Number), v.minValue(1, 'page starts at 1.')), '1'),
});

// ---- answers (Payload of the wallet envelope)

const naira = v.number();

/** GET GetUserWallet (spec 1 §3 'Wallet'). Balances in naira; a bank's meanings: Available = Ledger − Blocked. */
export const walletSchema = v.object({
  Id: v.number(),
  Email: v.string(),
  PhoneNumber: v.string(),
  AvailableBalance: naira,
  BlockedBalance: naira,
  LedgerBalance: naira,
  HasPin: v.boolean(),
  IsLocked: v.boolean(),
  /** The cashback wallet (gateway 1): a record of its own with AccountBalance. */
  CashbackWallet: v.object({ Id: v.number(), Email: v.string(), AccountBalance: naira }),
});
export type Wallet = v.InferOutput<typeof walletSchema>;

export const walletTransactionSchema = v.object({
  Reference: v.string(),
  /** 'Credit' or 'Debit'. */
  Type: v.picklist(['Credit', 'Debit']),
  /** Which wallet moved: main or cashback. */
  Wallet: v.picklist(['main', 'cashback']),
  Amount: naira,
  Description: v.string(),
  BalanceAfter: naira,
  /** ISO date and time. */
  CreatedAt: v.string(),
});
export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>;

export const createPaymentPayload = v.object({ Reference: v.string(), AuthorizationUrl: v.string(), Amount: naira });
export const verifyRefPayload = v.object({
  Reference: v.string(),
  /** 'success' credits the wallet once; 'pending' is still at the checkout; 'failed' was cancelled. */
  PaymentStatus: v.picklist(['success', 'pending', 'failed']),
  Amount: naira,
  AvailableBalance: naira,
});
/** A bank-transfer funding: where to send the money, and what has become of it (PaymentStatus as VerifyPaystackRef's; 'failed' once the account lapsed unpaid). */
export const transferPayload = v.object({
  ...verifyRefPayload.entries,
  BankName: v.string(),
  AccountName: v.string(),
  AccountNumber: v.string(),
  /** ISO instant the account stops taking transfers. */
  ExpiresAt: v.string(),
});
export type TransferFunding = v.InferOutput<typeof transferPayload>;
export const debitPayload = v.object({ Reference: v.string(), Amount: naira, AvailableBalance: naira });

export const walletResponse = walletEnvelopeSchema(walletSchema);
export const messageResponse = walletEnvelopeSchema(v.nullable(v.string()));
export const transactionsResponse = walletEnvelopeSchema(v.object({ Items: v.array(walletTransactionSchema), Page: v.number(), HasMore: v.boolean() }));
export const createPaymentResponse = walletEnvelopeSchema(createPaymentPayload);
export const verifyRefResponse = walletEnvelopeSchema(verifyRefPayload);
export const debitResponse = walletEnvelopeSchema(debitPayload);
export const transferResponse = walletEnvelopeSchema(transferPayload);

/**
 * POST /api/payment/Payment/ProcessWalletPayment (spec 1 §3 'Wallet payment payload'): pays a held
 * booking from the wallet. The wallet is the signed-in customer's and the amount the booking's:
 * `email` and `phone` may be left out (when sent, they must still be the customer's own).
 */
export const walletPaymentRequest = v.object({
  email: v.optional(emailSchema),
  phone: v.optional(contactPhoneSchema),
  refCode: referenceSchema,
  pin: pinSchema,
  description: v.optional(text(120, 'Description'), 'Seat booking'),
  walletType: v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist([1, 2, 23], 'walletType is 1, 2 or 23.')),
});

/** Kobo to the wire's naira (two decimals). */
export const koboToNaira = (kobo: number) => Math.round(kobo) / 100;
