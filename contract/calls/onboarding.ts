import * as v from 'valibot';
import { defineCall } from '../call';
import { sealedRequestSchema } from '../cipher';
import {
  changePasswordRequest, customerIdParam, customerSendOtpRequest, customerVerifyOtpRequest, emailOtpRequest, forgotPasswordCodeRequest,
  googleSignInRequest, loginEnvelope, messageResponse, otpSentResponse, otpVerifiedResponse, otpVerifyRequest,
  phoneOtpRequest, photoIdParam, profileResponse, profileUpdateRequest, profileV2Request,
  registerRequest, registerV2Request, resetPasswordRequest, signInResponse, stageParams, updateEmailRequest,
} from '../onboarding';

/**
 * The onboarding service (spec 2 §7.1): sign-in, registration, one-time codes, passwords, the
 * profile and its photo. Import as a namespace (`import * as onboardingCalls`).
 */

// ---- signing in (the session's own calls are in session.ts)

/** The credentials and the answer are sealed (contract/cipher.ts); a 409 means the key was rotated. */
export const signIn = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/signin', body: sealedRequestSchema, response: signInResponse });
export const googleSignIn = defineCall({ service: 'onboarding', method: 'POST', path: '/Customer/google', body: googleSignInRequest, response: loginEnvelope });

// ---- one-time codes

export const sendPhoneCode = defineCall({ service: 'onboarding', method: 'POST', path: '/Otp/sendtophonenumber', body: phoneOtpRequest, response: otpSentResponse });
export const sendEmailCode = defineCall({ service: 'onboarding', method: 'POST', path: '/Otp/sendtoemail', body: emailOtpRequest, response: otpSentResponse });
export const verifyCode = defineCall({ service: 'onboarding', method: 'POST', path: '/Otp/verify', body: otpVerifyRequest, response: otpVerifiedResponse });
export const sendCustomerCode = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/sendotp', body: customerSendOtpRequest, response: otpSentResponse });
export const verifyCustomerCode = defineCall({
  service: 'onboarding', method: 'POST', path: '/customer/verifyotp', body: customerVerifyOtpRequest, response: otpVerifiedResponse,
});

// ---- registration and passwords

export const registerByPhone = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/registerv2', body: registerV2Request, response: messageResponse });
export const registerByEmail = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/register', body: registerRequest, response: messageResponse });
/** The reset code is asked for by POST (the app) or GET with the same fields in the query. */
export const requestResetCode = defineCall({
  service: 'onboarding', method: 'POST', path: '/api/customers/ForgotPasswordVerificationCode', body: forgotPasswordCodeRequest, response: otpSentResponse,
});
export const requestResetCodeByQuery = defineCall({
  service: 'onboarding', method: 'GET', path: '/api/customers/ForgotPasswordVerificationCode', query: forgotPasswordCodeRequest, response: otpSentResponse,
});
export const resetPassword = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/forgetpasswordv2', body: resetPasswordRequest, response: messageResponse });
export const changePassword = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/ChangePassword', body: changePasswordRequest, response: messageResponse });

// ---- the profile and its photo

export const me = defineCall({ service: 'onboarding', method: 'GET', path: '/customer/me', response: profileResponse });
export const completeProfile = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/updateprofilev2', body: profileV2Request, response: profileResponse });
export const updateProfile = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/Update', body: profileUpdateRequest, response: profileResponse });
export const updateEmail = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/updateemailv2', body: updateEmailRequest, response: otpSentResponse });
export const walletStage = defineCall({
  service: 'onboarding', method: 'PUT', path: '/Customer/updatecustomerstageafterwalletsetup/:phone/:email', params: stageParams, response: messageResponse,
});
/** The picture's bytes, not the envelope: a profile's customerPhoto URL, for an <img>. */
export const photo = defineCall({ service: 'onboarding', method: 'GET', path: '/customer/photo/:photoId', params: photoIdParam, response: v.unknown() });
/** Multipart, the file as CustomerPhoto; its body limit is raised in server/app.ts. */
export const uploadPhoto = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/updatephoto', encoding: 'multipart', response: profileResponse });
/** Answered to POST (the app) and to DELETE alike. */
export const removePhoto = defineCall({ service: 'onboarding', method: 'POST', path: '/api/customers/removeCustomerPhoto/:id', params: customerIdParam, response: profileResponse });
export const removePhotoByDelete = defineCall({ ...removePhoto, method: 'DELETE' });
