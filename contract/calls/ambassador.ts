import { defineCall } from '../call';
import {
  ambassadorIdParams, codeSentResponse, deleteWithOtpParams, lookupParams, lookupResponse, nothingResponse, upgradeOtpRequest, upgradeParams, upgradeRequest,
  upgradeSubmittedResponse, upgradeVerifiedResponse, withdrawParams,
} from '../ambassador';

/**
 * The ambassador service (spec 2 §7.8), mounted at /api/ambassador. Import as a namespace
 * (`import * as ambassadorCalls`).
 *
 * The spec's upgrade path is '{hash}{id}': an opaque prefix followed by the verificationId. We
 * name it plainly, `/Tier3AccountUpgradeRequest/{verificationId}`, after the verify call it
 * pairs with. The spec names no path for sending the deletion OTP; `/SendOtpAmbassador/{id}`
 * mirrors `/DeleteWithOTPAmbassador`.
 */

/** The eight fields; sends an OTP to the phone given and answers the ambassador token. */
export const submitUpgrade = defineCall({
  service: 'ambassador', method: 'POST', path: '/Tier3AccountUpgradeRequest/:verificationId', params: upgradeParams, body: upgradeRequest,
  response: upgradeSubmittedResponse,
});
/** otp and phoneNumber, with the ambassador token of the submission as bearer. */
export const verifyUpgradeOtp = defineCall({
  service: 'ambassador', method: 'POST', path: '/VerifyTier3AccountUpgradeRequestOtp', body: upgradeOtpRequest, response: upgradeVerifiedResponse,
});
/** A deletion request for the account of an e-mail: its ambassadorId, whether or not the account exists. */
export const lookupByEmail = defineCall({
  service: 'ambassador', method: 'GET', path: '/GetAmbassadorByEmail/:email', params: lookupParams, response: lookupResponse,
});
/** Sends (or sends again) the 6-digit code of a deletion request to its e-mail. */
export const sendDeletionOtp = defineCall({
  service: 'ambassador', method: 'GET', path: '/SendOtpAmbassador/:ambassadorId', params: ambassadorIdParams, response: codeSentResponse, kind: 'write',
});
/** Withdraws a deletion request: its code stops working. */
export const withdrawDeletion = defineCall({
  service: 'ambassador', method: 'DELETE', path: '/DeleteAmbassadorRequest/:id', params: withdrawParams, response: nothingResponse,
});
/** Deletes (anonymises) the account, with the code sent to its e-mail. */
export const deleteWithOtp = defineCall({
  service: 'ambassador', method: 'DELETE', path: '/DeleteWithOTPAmbassador/:ambassadorId/:otp', params: deleteWithOtpParams, response: nothingResponse,
});
