import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/onboarding';
import { normaliseUserName, type OtpPurpose } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import type { Db } from '../../db/client';
import { clientAddress } from '../../auth/client-address';
import { mount } from '../../http/mount';
import { sendOk } from '../../http/respond';
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
  const app = new Hono();
  mount(app, calls.sendPhoneCode, async (c, { body: { phoneNumber, purpose } }) =>
    sendOk(c, await requestCode(db, deps.messenger, phoneNumber, purpose, clientAddress(c, db)), M.otpSent),
  );
  mount(app, calls.sendEmailCode, async (c, { body: { email, purpose } }) =>
    sendOk(c, await requestCode(db, deps.messenger, email.toLowerCase(), purpose, clientAddress(c, db)), M.emailOtpSent),
  );
  mount(app, calls.verifyCode, async (c, { body: { target, otpCode, purpose } }) => verify(c, normaliseUserName(target), purpose, otpCode));
  mount(app, calls.sendCustomerCode, async (c, { body: { username, isAccountConfirmation } }) => {
    const target = normaliseUserName(username);
    const sent = await requestCode(db, deps.messenger, target, isAccountConfirmation ? 'confirm' : 'login', clientAddress(c, db));
    return sendOk(c, sent, target.includes('@') ? M.emailOtpSent : M.otpSent);
  });
  mount(app, calls.verifyCustomerCode, async (c, { body: { activationCode, username, isAccountConfirmation } }) =>
    verify(c, normaliseUserName(username), isAccountConfirmation ? 'confirm' : 'login', activationCode),
  );
  return app;
}
