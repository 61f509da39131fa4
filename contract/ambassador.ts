import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { MESSAGES } from './messages';
import { otpCodeSchema } from './onboarding';
import { emailSchema, typedText } from './validation';

/**
 * Spec 2 §7.8, the ambassador service (server/services/ambassador/): the Tier 3 upgrade of an
 * ambassador by invitation, and the deletion of a customer account by e-mail and OTP.
 *
 * An ambassador sells Freely trips on commission and holds a verification tier; Tier 3 means the
 * identity was checked (NIN, home and office address). The back office invites an ambassador to
 * upgrade with a link /upgrade?verificationId=…: a verificationId is an unguessable, one-time
 * invitation id (VERIFICATION_ID), valid INVITATION_DAYS. Submitting the form sends an OTP to the
 * phone given and answers an ambassador token bound to that submission, which the OTP verify
 * carries as its bearer.
 *
 * An ambassadorId (GetAmbassadorByEmail) is an opaque deletion request id: the same shape whether
 * or not an account uses the e-mail, valid DELETION_REQUEST_MINUTES.
 */

// ---- constants -----------------------------------------------------------------------------------

/** A verificationId: 16 to 64 letters, digits, '-' or '_' (the server mints 24 random ones). */
export const VERIFICATION_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** An ambassadorId: the sealed deletion request, base64url. */
export const AMBASSADOR_ID = /^[A-Za-z0-9_-]{40,600}$/;
/** How long an upgrade invitation may wait to be used. */
export const INVITATION_DAYS = 30;
/** How long the ambassador token of one upgrade submission opens the OTP verify. */
export const UPGRADE_TOKEN_MINUTES = 15;
/** How long a deletion request (its ambassadorId) may be used: search, code and deletion. */
export const DELETION_REQUEST_MINUTES = 30;
/** Spec 2 §9: home 4 s after the upgrade, 3 s after the deletion. */
export const UPGRADE_HOME_MS = 4000;
export const DELETE_HOME_MS = 3000;
export const NIN_LENGTH = 11;

/** Spec 2 §8 verbatim where it has one; plain words of ours where it is silent. */
export const AMBASSADOR_MESSAGES = {
  completeOtp: 'Kindly complete OTP verification to complete your Upgrade request.',
  otpSent: 'OTP Sent Successfully.',
  otpVerified: 'OTP Verified.',
  upgraded: 'Your request is successful.',
  deleted: 'Account deleted successfully.',
  ninDigits: `NIN must be exactly ${NIN_LENGTH} digits.`,
  linkMissing: 'This upgrade link is incomplete. Please open the link you were sent again, or ask for a new one.',
  linkUnknown: 'This upgrade link is not valid. Please ask for a new one.',
  linkExpired: 'This upgrade link has expired. Please ask for a new one.',
  alreadyUpgraded: 'This upgrade has already been completed.',
  submitFirst: 'Your verification has expired. Please submit the form again.',
  otherPhone: 'Enter the phone number you gave on the form.',
  ninTaken: 'This NIN is already verified for another ambassador.',
  requestExpired: 'This request has expired. Please search for your account again.',
  withdrawn: 'Your deletion request was cancelled.',
  accountGone: 'No account uses this e-mail address any more.',
  walletHoldsMoney: (naira: string) =>
    `Your wallet still holds ${naira}. Please spend it or ask support to pay it out before deleting your account.`,
  fundingUnderway: 'A wallet top-up is still being processed. Please try again in an hour.',
  billUnderway: 'A bill payment is still being completed. Please try again once it is done.',
  tooManyTries: (minutes: number) => `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  lookupsFromHere: (minutes: number) => `Too many searches from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

// ---- the upgrade -----------------------------------------------------------------------------------

/** Spec 1 §5: every upgrade field is required, with the one message 'All fields are required.'. */
const field = (max: number) =>
  v.pipe(
    v.string(MESSAGES.allFieldsRequired),
    v.trim(),
    v.minLength(1, MESSAGES.allFieldsRequired),
    v.maxLength(max, `This field must be at most ${max} characters.`),
    typedText('This field'),
  );

/** Spec 1 §5: partner and upgrade phones are 11 characters, with the Nigerian-number message. */
export const upgradePhoneSchema = v.pipe(v.string(MESSAGES.allFieldsRequired), v.trim(), v.minLength(1, MESSAGES.allFieldsRequired), v.regex(/^0\d{10}$/, MESSAGES.nigerianNumber));
const upgradeEmailSchema = v.pipe(v.string(MESSAGES.allFieldsRequired), v.trim(), v.minLength(1, MESSAGES.allFieldsRequired), emailSchema);
export const ninSchema = v.pipe(v.string(MESSAGES.allFieldsRequired), v.trim(), v.minLength(1, MESSAGES.allFieldsRequired), v.regex(/^\d{11}$/, AMBASSADOR_MESSAGES.ninDigits));

/** Spec 2 §3 'Ambassador upgrade': the eight fields. */
export const upgradeRequest = v.object({
  firstName: field(60),
  lastName: field(60),
  phone: upgradePhoneSchema,
  email: upgradeEmailSchema,
  address: field(200),
  nin: ninSchema,
  occupation: field(80),
  officeAddress: field(200),
});
export type UpgradeRequest = v.InferInput<typeof upgradeRequest>;
export type UpgradeDetails = v.InferOutput<typeof upgradeRequest>;

export const verificationIdSchema = v.pipe(v.string(AMBASSADOR_MESSAGES.linkUnknown), v.regex(VERIFICATION_ID, AMBASSADOR_MESSAGES.linkUnknown));
export const upgradeParams = v.object({ verificationId: verificationIdSchema });

/** What a submission answers: the ambassador token for the OTP verify, and where the code went. */
export const upgradeSubmittedSchema = v.object({
  ambassadorToken: v.string(),
  expiresIn: v.number(),
  phoneNumber: v.string(),
  resendAfterSeconds: v.number(),
});
export type UpgradeSubmitted = v.InferOutput<typeof upgradeSubmittedSchema>;
export const upgradeSubmittedResponse = envelopeSchema(upgradeSubmittedSchema);

/** Spec 2 §3 'Upgrade OTP verify': otp and phoneNumber (the ambassador token is the bearer). */
export const upgradeOtpRequest = v.object({ otp: otpCodeSchema, phoneNumber: upgradePhoneSchema });
export const upgradeVerifiedResponse = envelopeSchema(v.object({ tier: v.number() }));

// ---- account deletion -----------------------------------------------------------------------------------

const ambassadorIdSchema = v.pipe(v.string(AMBASSADOR_MESSAGES.requestExpired), v.regex(AMBASSADOR_ID, AMBASSADOR_MESSAGES.requestExpired));

/** Spec 1 §5: the delete search needs an e-mail. */
export const lookupParams = v.object({ email: emailSchema });
export const lookupResponse = envelopeSchema(v.object({ ambassadorId: v.string() }));

export const ambassadorIdParams = v.object({ ambassadorId: ambassadorIdSchema });
export const withdrawParams = v.object({ id: ambassadorIdSchema });
export const deleteWithOtpParams = v.object({ ambassadorId: ambassadorIdSchema, otp: otpCodeSchema });

/** A code sent (or, for an e-mail no account uses, the same answer with nothing sent). */
export const codeSentResponse = envelopeSchema(v.object({ expiresAt: v.string(), resendAfterSeconds: v.number() }));
export const nothingResponse = envelopeSchema(v.null());
