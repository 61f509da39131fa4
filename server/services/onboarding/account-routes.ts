import { Hono, type Context } from 'hono';
import {
  changePasswordRequest, forgotPasswordCodeRequest, normaliseUserName, registerRequest, registerV2Request, resetPasswordRequest,
} from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { clientAddress } from '../../auth/client-address';
import { PASSWORD_CHANGE_LIMIT } from '../../auth/limits';
import { hashSecret, verifySecret } from '../../auth/passwords';
import { clearAttempts, limitKey, minutesLeft, recordFailure, takeAttempt } from '../../auth/rate-limit';
import { revokeCustomerSessions } from '../../auth/refresh-tokens';
import { requireCustomer } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { RuleError, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { guessAt, requestCode } from './codes';
import { createCustomer, findByUserName, getCustomer, updateCustomer } from './customers';
import type { OnboardingDeps } from './deps';
import { checkCode, consumeVerified } from './otp';
import { placeOf } from './session-handover';

/** Registration and passwords (spec 2 §7.1; spec 1 §4 Phone sign-up, Forgot password). */
export function accountRoutes(db: Db, deps: OnboardingDeps) {
  const forgotPasswordCode = async (c: Context, username: string) =>
    requestCode(db, deps.messenger, normaliseUserName(username), 'reset', clientAddress(c, db));

  return new Hono()
    .post('/customer/registerv2', validate('json', registerV2Request), async (c) => {
      const { phoneNumber, password } = c.req.valid('json');
      if (await findByUserName(db, phoneNumber)) throw new RuleError(M.phoneTaken, 409);
      if (!(await consumeVerified(db, phoneNumber, 'register'))) throw new RuleError(M.phoneNotVerified, 403);
      await createCustomer(db, { phone: phoneNumber, passwordHash: await hashSecret(password) });
      return sendOk(c, null, M.registered);
    })
    .post('/customer/register', validate('json', registerRequest), async (c) => {
      const { email, password, firstName, lastName } = c.req.valid('json');
      const address = email.toLowerCase();
      if (await findByUserName(db, address)) throw new RuleError(M.emailTaken, 409);
      if (!(await consumeVerified(db, address, 'register'))) throw new RuleError(M.emailNotVerified, 403);
      await createCustomer(db, { email: address, passwordHash: await hashSecret(password), firstName, lastName, accountIsConfirmed: true });
      return sendOk(c, null, M.registered);
    })
    .get('/api/customers/ForgotPasswordVerificationCode', validate('query', forgotPasswordCodeRequest), async (c) =>
      sendOk(c, await forgotPasswordCode(c, c.req.valid('query').username), M.otpSent),
    )
    .post('/api/customers/ForgotPasswordVerificationCode', validate('json', forgotPasswordCodeRequest), async (c) =>
      sendOk(c, await forgotPasswordCode(c, c.req.valid('json').username), M.otpSent),
    )
    .post('/customer/forgetpasswordv2', validate('json', resetPasswordRequest), async (c) => {
      const { username, newPassword, otp } = c.req.valid('json');
      const target = normaliseUserName(username);
      const customer = await findByUserName(db, target);
      const guess = await guessAt(db, customer, target, await placeOf(c, db));
      await checkCode(db, target, 'reset', otp, 'consume', () => guess.failed());
      if (!customer) throw new RuleError(M.otpMissing, 400);
      await updateCustomer(db, customer.id, { passwordHash: await hashSecret(newPassword) });
      // Whoever knew the old password is signed out everywhere, and this place's count is lifted.
      await revokeCustomerSessions(db, customer.id);
      await guess.succeeded();
      return sendOk(c, null, M.passwordReset);
    })
    .post('/customer/ChangePassword', requireCustomer(db), validate('json', changePasswordRequest), async (c) => {
      const me = c.get('customer');
      const { oldPassword, password } = c.req.valid('json');
      const customer = await getCustomer(db, me.customerId);
      // Counted before the current password is checked: someone holding a stolen session gets 5 tries.
      const key = limitKey('password-change', customer.id);
      const taken = await takeAttempt(db, key, PASSWORD_CHANGE_LIMIT);
      if (!taken.ok) throw new RuleError(M.tooManySignIns(minutesLeft(taken.retryAfterMs)), 429, { retryAfterMs: taken.retryAfterMs });
      if (!customer.passwordHash || !(await verifySecret(oldPassword, customer.passwordHash))) {
        await recordFailure(db, key, PASSWORD_CHANGE_LIMIT);
        throw new RuleError(M.wrongOldPassword, 400);
      }
      await clearAttempts(db, key);
      await updateCustomer(db, customer.id, { passwordHash: await hashSecret(password) });
      // Other devices sign in again; this one keeps its session.
      await revokeCustomerSessions(db, customer.id, me.sessionId);
      return sendOk(c, null, M.passwordChanged);
    });
}
