import { Hono, type Context } from 'hono';
import {
  customerSendOtpRequest, customerVerifyOtpRequest, emailOtpRequest, normaliseUserName, otpVerifyRequest, phoneOtpRequest, type OtpPurpose,
} from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import type { Db } from '../../db/client';
import { clientAddress } from '../../auth/client-address';
import { sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { requestCode, verifyCode, type Verified } from './codes';
import type { OnboardingDeps } from './deps';
import { handOver, placeOf } from './session-handover';

/** Sending and checking one-time codes (spec 2 §7.1: /Otp/* and /customer/sendotp, verifyotp). */
export function otpRoutes(db: Db, deps: OnboardingDeps) {
  /** Checks a code from the caller's place; a sign-in code's session is handed over with its cookies. */
  const verify = async (c: Context, target: string, purpose: OtpPurpose, code: string) => {
    const place = await placeOf(c, db);
    const verified: Verified = await verifyCode(db, target, purpose, code, place);
    return sendOk(c, verified.session ? await handOver(c, db, deps, verified.session, place) : null, verified.message);
  };
  return new Hono()
    .post('/Otp/sendtophonenumber', validate('json', phoneOtpRequest), async (c) => {
      const { phoneNumber, purpose } = c.req.valid('json');
      return sendOk(c, await requestCode(db, deps.messenger, phoneNumber, purpose, clientAddress(c, db)), M.otpSent);
    })
    .post('/Otp/sendtoemail', validate('json', emailOtpRequest), async (c) => {
      const { email, purpose } = c.req.valid('json');
      return sendOk(c, await requestCode(db, deps.messenger, email.toLowerCase(), purpose, clientAddress(c, db)), M.emailOtpSent);
    })
    .post('/Otp/verify', validate('json', otpVerifyRequest), async (c) => {
      const { target, otpCode, purpose } = c.req.valid('json');
      return verify(c, normaliseUserName(target), purpose, otpCode);
    })
    .post('/customer/sendotp', validate('json', customerSendOtpRequest), async (c) => {
      const { username, isAccountConfirmation } = c.req.valid('json');
      const target = normaliseUserName(username);
      const sent = await requestCode(db, deps.messenger, target, isAccountConfirmation ? 'confirm' : 'login', clientAddress(c, db));
      return sendOk(c, sent, target.includes('@') ? M.emailOtpSent : M.otpSent);
    })
    .post('/customer/verifyotp', validate('json', customerVerifyOtpRequest), async (c) => {
      const { activationCode, username, isAccountConfirmation } = c.req.valid('json');
      return verify(c, normaliseUserName(username), isAccountConfirmation ? 'confirm' : 'login', activationCode);
    });
}
