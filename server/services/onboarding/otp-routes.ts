import { Hono } from 'hono';
import {
  customerSendOtpRequest, customerVerifyOtpRequest, emailOtpRequest, normaliseUserName, otpVerifyRequest, phoneOtpRequest,
} from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import type { Db } from '../../db/client';
import { sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { requestCode, verifyCode } from './codes';
import type { OnboardingDeps } from './deps';

/** Sending and checking one-time codes (spec 2 §7.1: /Otp/* and /customer/sendotp, verifyotp). */
export function otpRoutes(db: Db, deps: OnboardingDeps) {
  return new Hono()
    .post('/Otp/sendtophonenumber', validate('json', phoneOtpRequest), async (c) => {
      const { phoneNumber, purpose } = c.req.valid('json');
      return sendOk(c, await requestCode(db, deps.messenger, phoneNumber, purpose), M.otpSent);
    })
    .post('/Otp/sendtoemail', validate('json', emailOtpRequest), async (c) => {
      const { email, purpose } = c.req.valid('json');
      return sendOk(c, await requestCode(db, deps.messenger, email.toLowerCase(), purpose), M.emailOtpSent);
    })
    .post('/Otp/verify', validate('json', otpVerifyRequest), async (c) => {
      const { target, otpCode, purpose } = c.req.valid('json');
      const verified = await verifyCode(db, normaliseUserName(target), purpose, otpCode);
      return sendOk(c, verified.session ?? null, verified.message);
    })
    .post('/customer/sendotp', validate('json', customerSendOtpRequest), async (c) => {
      const { username, isAccountConfirmation } = c.req.valid('json');
      const target = normaliseUserName(username);
      const sent = await requestCode(db, deps.messenger, target, isAccountConfirmation ? 'confirm' : 'login');
      return sendOk(c, sent, target.includes('@') ? M.emailOtpSent : M.otpSent);
    })
    .post('/customer/verifyotp', validate('json', customerVerifyOtpRequest), async (c) => {
      const { activationCode, username, isAccountConfirmation } = c.req.valid('json');
      const verified = await verifyCode(db, normaliseUserName(username), isAccountConfirmation ? 'confirm' : 'login', activationCode);
      return sendOk(c, verified.session ?? null, verified.message);
    });
}
