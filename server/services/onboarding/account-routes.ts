import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/onboarding';
import { normaliseUserName } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { clientAddress } from '../../auth/client-address';
import { PASSWORD_CHANGE_LIMIT } from '../../auth/limits';
import { hashSecret, verifySecret } from '../../auth/passwords';
import { clearAttempts, limitKey, minutesLeft, recordFailure, takeAttempt } from '../../auth/rate-limit';
import { revokeCustomerSessions } from '../../auth/refresh-tokens';
import { requireCustomer, type CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { RuleError, sendOk } from '../../http/respond';
import { guessAt, requestCode } from './codes';
import { createCustomer, findByUserName, getCustomer, updateCustomer } from './customers';
import type { OnboardingDeps } from './deps';
import { checkCode, consumeVerified } from './otp';
import { placeOf } from './session-handover';

/** Registration and passwords (spec 2 §7.1; spec 1 §4 Phone sign-up, Forgot password). */
export function accountRoutes(db: Db, deps: OnboardingDeps) {
  const forgotPasswordCode = async (c: Context, username: string) =>
    sendOk(c, await requestCode(db, deps.messenger, normaliseUserName(username), 'reset', clientAddress(c, db)), M.otpSent);

  const app = new Hono();
  mount(app, calls.registerByPhone, async (c, { body: { phoneNumber, password } }) => {
    if (await findByUserName(db, phoneNumber)) throw new RuleError(M.phoneTaken, 409);
    if (!(await consumeVerified(db, phoneNumber, 'register'))) throw new RuleError(M.phoneNotVerified, 403);
    await createCustomer(db, { phone: phoneNumber, passwordHash: await hashSecret(password) });
    return sendOk(c, null, M.registered);
  });
  mount(app, calls.registerByEmail, async (c, { body: { email, password, firstName, lastName } }) => {
    const address = email.toLowerCase();
    if (await findByUserName(db, address)) throw new RuleError(M.emailTaken, 409);
    if (!(await consumeVerified(db, address, 'register'))) throw new RuleError(M.emailNotVerified, 403);
    await createCustomer(db, { email: address, passwordHash: await hashSecret(password), firstName, lastName, accountIsConfirmed: true });
    return sendOk(c, null, M.registered);
  });
  mount(app, calls.requestResetCodeByQuery, (c, { query }) => forgotPasswordCode(c, query.username));
  mount(app, calls.requestResetCode, (c, { body }) => forgotPasswordCode(c, body.username));
  mount(app, calls.resetPassword, async (c, { body: { username, newPassword, otp } }) => {
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
  });
  mount(app, calls.changePassword, requireCustomer(db), async (c: Context<CustomerEnv>, { body: { oldPassword, password } }) => {
    const me = c.get('customer');
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
  return app;
}
