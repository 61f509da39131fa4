import * as v from 'valibot';
import { sealedSchema } from './cipher';
import { envelopeSchema } from './envelope';
import { MESSAGES } from './messages';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import { loginResponseSchema, WEB_CLIENT_ID } from './session';
import {
  contactPhoneSchema, emailSchema, LIMITS, rawText, SAME_PHONE_MESSAGE, text, toInternationalPhone, toLocalPhone, typedText,
} from './validation';

/** Spec 2 §7.1, the onboarding service: sign-up, sign-in, sessions, OTPs and the profile. */

export {
  COUNTRY_ID, GUEST_USER_NAME, guestTokenResponse, loginEnvelope, loginResponseSchema, messageResponse, publicKeyResponse, refreshRequest, refreshResponse,
  tokenPairSchema, WEB_CLIENT_ID,
} from './session';
export type { GuestToken, LoginResponse, RefreshRequest } from './session';

// ---- constants ---------------------------------------------------------------------------------

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
/** Wrong codes allowed before a code is locked. */
export const OTP_MAX_TRIES = 5;
/** A new code for the same address and purpose no sooner than this. */
export const OTP_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/gif', 'image/png', 'image/jpeg'] as const;

/** Customer stage (spec 1 §3): 0 registration incomplete, 1 profile done, 2 wallet set up. */
export const CUSTOMER_STAGE = { incomplete: 0, profileComplete: 1, walletReady: 2 } as const;

// ---- phones, e-mail, passwords, codes ----------------------------------------------------------

/** Registration phone (spec 1 §5): spaces removed, international form, exactly 14 characters. */
export const registrationPhoneSchema = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\s+/g, '')),
  v.length(14, MESSAGES.nigerianNumber),
  v.regex(/^\+234[1-9]\d{9}$/, MESSAGES.nigerianNumber),
);

/** A next-of-kin phone in either form, stored in the 11-digit contact form. */
export const kinPhoneSchema = v.pipe(v.string(), v.transform(toLocalPhone), contactPhoneSchema);

/** Sign-in name: an e-mail address or a phone number. Normalise with `normaliseUserName`. */
export const userNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter your e-mail address or phone number.'),
  v.maxLength(LIMITS.email, 'Your e-mail address or phone number is too long.'),
  typedText('Your e-mail address or phone number'),
);

/** E-mail lower-cased; phones in international form. */
export const normaliseUserName = (userName: string) => {
  const s = userName.trim();
  return s.includes('@') ? s.toLowerCase() : toInternationalPhone(s);
};

/** Spec 1 §5 password policy: 8+ characters, an uppercase, a lowercase and a special character. */
export const passwordSchema = v.pipe(
  v.string('Enter a password.'),
  v.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`),
  v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
  typedText('Password'),
  v.regex(/[A-Z]/, 'Password must contain an uppercase letter.'),
  v.regex(/[a-z]/, 'Password must contain a lowercase letter.'),
  v.regex(/[^A-Za-z0-9]/, 'Password must contain a special character, such as ! # or @.'),
);

/** Every rule a password breaks, for a checklist under the field. */
export const passwordProblems = (password: string): string[] => {
  const result = v.safeParse(passwordSchema, password, { abortPipeEarly: false });
  return result.success ? [] : result.issues.map((i) => i.message);
};

export const otpCodeSchema = v.pipe(v.string('Enter the code.'), v.trim(), v.regex(/^\d{6}$/, `The code is ${OTP_LENGTH} digits.`));

const genderSchema = v.pipe(
  v.union([v.picklist([0, 1]), v.picklist(['0', '1'])], 'Gender is 0 (male) or 1 (female).'),
  v.transform((g) => Number(g) as 0 | 1),
);
const nameSchema = (what: string) => v.pipe(text(LIMITS.name, what, { tooLong: `${what} is too long.` }), v.minLength(1, `${what} is required.`));
/** A confirmation is compared with the password, never stored: bounded like one. */
const confirmSchema = v.pipe(v.string(), v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`));
/** A phone the route reads only to compare (the account's own is on record). */
const phoneField = (what: string) => v.optional(text(LIMITS.phone, what));
const boolLike = v.pipe(v.union([v.boolean(), v.picklist(['true', 'false'])]), v.transform((b) => b === true || b === 'true'));
const countryIdSchema = v.optional(v.pipe(v.union([v.literal(1), v.literal('1')], 'countryId is 1 (Nigeria).'), v.transform(() => 1 as const)), 1);
const clientIdSchema = v.optional(rawText(64, 'clientId'), WEB_CLIENT_ID);
const confirmMatches = <T extends { password: string; confirmPassword?: string | undefined }>(r: T) =>
  r.confirmPassword === undefined || r.confirmPassword === r.password;

// ---- sign-in and sessions ----------------------------------------------------------------------

/** The plaintext inside the sealed sign-in and guest-token requests. */
export const credentialsSchema = v.object({
  userName: userNameSchema,
  password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX)),
  deviceToken: v.optional(rawText(512, 'deviceToken'), ''),
  countryId: countryIdSchema,
  clientId: clientIdSchema,
});
export type Credentials = v.InferInput<typeof credentialsSchema>;

/** What the sealed answer opens into (spec 2 §1: Code, Data, ShortDescription). */
export const signInResultSchema = v.object({
  Code: v.string(),
  Data: v.nullable(loginResponseSchema),
  ShortDescription: v.string(),
});
export type SignInResult = v.InferOutput<typeof signInResultSchema>;
/** POST /customer/signin → envelope whose data is sealed (null when the request could not be read). */
export const signInResponse = envelopeSchema(v.nullable(sealedSchema));

/** POST /Customer/google; answered only when a Google client id is configured. */
export const googleSignInRequest = v.object({
  idToken: v.pipe(rawText(LIMITS.token, 'idToken'), v.minLength(1)),
  deviceToken: v.optional(rawText(512, 'deviceToken'), ''),
  clientId: clientIdSchema,
});

// ---- registration ------------------------------------------------------------------------------

/** POST /customer/registerv2, after the phone was verified with a code. */
export const registerV2Request = v.pipe(
  v.object({
    phoneNumber: registrationPhoneSchema,
    password: passwordSchema,
    confirmPassword: v.optional(confirmSchema),
    clientId: clientIdSchema,
    countryId: countryIdSchema,
  }),
  v.check(confirmMatches, ONBOARDING_MESSAGES.passwordMismatch),
);

/** POST /customer/register, the e-mail variant, after the address was verified with a code. */
export const registerRequest = v.pipe(
  v.object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: v.optional(confirmSchema),
    firstName: v.optional(text(LIMITS.name, 'First name', { tooLong: 'First name is too long.' }), ''),
    lastName: v.optional(text(LIMITS.name, 'Last name', { tooLong: 'Last name is too long.' }), ''),
    clientId: clientIdSchema,
    countryId: countryIdSchema,
  }),
  v.check(confirmMatches, ONBOARDING_MESSAGES.passwordMismatch),
);

// ---- one-time codes ----------------------------------------------------------------------------

/**
 * register: proves a new phone or e-mail before an account is made; confirm: verifies an
 * account's (new) e-mail; reset: forgot password; login: sign in with a code.
 */
export const OTP_PURPOSES = ['register', 'confirm', 'reset', 'login'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
const purposeSchema = v.optional(v.picklist(OTP_PURPOSES, `purpose is one of ${OTP_PURPOSES.join(', ')}.`), 'register');

export const phoneOtpRequest = v.object({ phoneNumber: registrationPhoneSchema, purpose: purposeSchema });
export const emailOtpRequest = v.object({ email: emailSchema, purpose: purposeSchema });

/** POST /Otp/verify: target is the phone or e-mail the code went to. */
export const otpVerifyRequest = v.object({ target: userNameSchema, otpCode: otpCodeSchema, purpose: purposeSchema });

/** POST /customer/sendotp: isAccountConfirmation true verifies the account's e-mail; false signs in with a code. */
export const customerSendOtpRequest = v.object({
  username: userNameSchema,
  isAccountConfirmation: v.optional(boolLike, false),
});

/** POST /customer/verifyotp: confirmation answers a message; a sign-in code answers a LoginResponse. */
export const customerVerifyOtpRequest = v.object({
  activationCode: otpCodeSchema,
  username: userNameSchema,
  isAccountConfirmation: v.optional(boolLike, false),
});
/** A verified code: a sign-in code answers the LoginResponse, any other purpose only its message. */
export const otpVerifiedResponse = envelopeSchema(v.nullable(loginResponseSchema));

export const otpSentSchema = v.object({
  /** When the code was sent (ISO 8601). */
  dateTime: v.string(),
  expiresAt: v.string(),
  /** Seconds before another code can be requested. */
  resendAfterSeconds: v.number(),
});
export type OtpSent = v.InferOutput<typeof otpSentSchema>;
export const otpSentResponse = envelopeSchema(v.nullable(otpSentSchema));

// ---- passwords ---------------------------------------------------------------------------------

export const changePasswordRequest = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.minLength(1, 'Enter your current password.'), v.maxLength(PASSWORD_MAX)),
    password: passwordSchema,
    confirmPassword: confirmSchema,
  }),
  v.check((r) => r.password === r.confirmPassword, ONBOARDING_MESSAGES.passwordMismatch),
);
export type ChangePasswordRequest = v.InferInput<typeof changePasswordRequest>;

/** /api/customers/ForgotPasswordVerificationCode: the e-mail (or phone) of the account. */
export const forgotPasswordCodeRequest = v.pipe(
  v.object({ email: v.optional(userNameSchema), username: v.optional(userNameSchema) }),
  v.check((r) => Boolean(r.email ?? r.username), 'Enter your e-mail address or phone number.'),
  v.transform((r) => ({ username: (r.email ?? r.username) as string })),
);

/** POST /customer/forgetpasswordv2 (spec 1 §3 Reset password). */
export const resetPasswordRequest = v.pipe(
  v.object({
    username: userNameSchema,
    newPassword: passwordSchema,
    confirmPassword: v.optional(confirmSchema),
    otp: otpCodeSchema,
  }),
  v.check((r) => r.confirmPassword === undefined || r.confirmPassword === r.newPassword, ONBOARDING_MESSAGES.passwordMismatch),
);

// ---- profile -----------------------------------------------------------------------------------

export const customerProfileSchema = v.object({
  ...v.omit(loginResponseSchema, ['jwtToken', 'refreshToken']).entries,
  nextOfKinGender: v.nullable(v.picklist([0, 1])),
  /** A new e-mail address waiting for its code. */
  pendingEmail: v.string(),
});
export type CustomerProfile = v.InferOutput<typeof customerProfileSchema>;
export const profileResponse = envelopeSchema(customerProfileSchema);

/** A picture's id in its URL (random, changed by every upload). */
export const photoIdParam = v.object({ photoId: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/, 'Unknown photo.')) });
/** The customer whose picture goes; only one's own. */
export const customerIdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id must be a customer id.'), v.transform(Number)) });
/** The account's phone and e-mail in the wallet-stage path; either one must be the caller's. */
export const stageParams = v.object({ phone: v.pipe(v.string(), v.minLength(1), v.maxLength(254)), email: v.pipe(v.string(), v.minLength(1), v.maxLength(254)) });

/** POST /customer/updateprofilev2, profile completion (title is derived from gender). */
export const profileV2Request = v.pipe(
  v.object({
    phoneNumber: phoneField('phoneNumber'),
    gender: genderSchema,
    title: v.optional(text(20, 'title')),
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    referralCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(20, 'This referral code does not exist.'), typedText('The referral code')), ''),
    nextOfKinName: nameSchema('Next of kin name'),
    nextOfKinGender: genderSchema,
    nextOfKinPhoneNumber: kinPhoneSchema,
  }),
  v.check((r) => !r.phoneNumber || toLocalPhone(r.phoneNumber) !== r.nextOfKinPhoneNumber, SAME_PHONE_MESSAGE),
);
export type ProfileV2Request = v.InferInput<typeof profileV2Request>;

/** POST /customer/Update, the settings profile form; email and mobile are read-only there. */
export const profileUpdateRequest = v.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  sex: genderSchema,
  email: v.optional(text(LIMITS.email, 'email')),
  nextOfKinName: nameSchema('Next of kin name'),
  nextOfKinMobile: kinPhoneSchema,
  mobile: phoneField('mobile'),
});
export type ProfileUpdateRequest = v.InferInput<typeof profileUpdateRequest>;

/** POST /customer/updateemailv2: sends a code to the new address; verifying it sets accountIsConfirmed. */
export const updateEmailRequest = v.object({ email: emailSchema, phoneNumber: phoneField('phoneNumber') });
export type UpdateEmailRequest = v.InferInput<typeof updateEmailRequest>;

/** Title from gender (spec 2 §3: 'Mr' for male, empty otherwise). */
export const titleFor = (gender: 0 | 1 | null) => (gender === 0 ? 'Mr' : '');
