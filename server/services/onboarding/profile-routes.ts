import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import * as calls from '../../../contract/calls/onboarding';
import { CUSTOMER_STAGE, normaliseUserName, titleFor } from '../../../contract/onboarding';
import { toInternationalPhone } from '../../../contract/validation';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { clientAddress } from '../../auth/client-address';
import { requireCustomer, type CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { mount } from '../../http/mount';
import { RuleError, sendOk } from '../../http/respond';
import { requestCode } from './codes';
import { findByUserName, getCustomer, toProfile, updateCustomer } from './customers';
import type { OnboardingDeps } from './deps';

/** The signed-in customer's own profile (spec 2 §7.1; spec 1 §4 Profile completion, Settings). */
export function profileRoutes(db: Db, deps: OnboardingDeps) {
  /** A referral code to store as the referrer: someone else's, existing, else a clear 400. */
  const referrerId = async (code: string, me: number): Promise<number | undefined> => {
    if (!code) return undefined;
    const [referrer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.referralCode, code));
    if (!referrer) throw new RuleError(M.referralUnknown, 400);
    if (referrer.id === me) throw new RuleError(M.ownReferral, 400);
    return referrer.id;
  };
  const mine = (c: Context<CustomerEnv>) => getCustomer(db, c.get('customer').customerId);

  const signedIn = requireCustomer(db);
  const app = new Hono();
  mount(app, calls.me, signedIn, async (c: Context<CustomerEnv>) => sendOk(c, toProfile(await mine(c))));
  mount(app, calls.completeProfile, signedIn, async (c: Context<CustomerEnv>, { body }) => {
    const current = await mine(c);
    if (body.phoneNumber && current.phone && toInternationalPhone(body.phoneNumber) !== current.phone) throw new RuleError(M.notYours, 403);
    const referredById = current.referredById ?? (await referrerId(body.referralCode, current.id));
    const updated = await updateCustomer(db, current.id, {
      gender: body.gender,
      title: titleFor(body.gender),
      firstName: body.firstName,
      lastName: body.lastName,
      nextOfKinName: body.nextOfKinName,
      nextOfKinGender: body.nextOfKinGender,
      nextOfKinPhone: body.nextOfKinPhoneNumber,
      referredById,
      customerStage: Math.max(current.customerStage, CUSTOMER_STAGE.profileComplete),
    });
    return sendOk(c, toProfile(updated), M.profileUpdated);
  });
  // E-mail and phone are read-only on this form: changing them has its own verified calls.
  mount(app, calls.updateProfile, signedIn, async (c: Context<CustomerEnv>, { body }) => {
    const updated = await updateCustomer(db, c.get('customer').customerId, {
      firstName: body.firstName,
      lastName: body.lastName,
      gender: body.sex,
      title: titleFor(body.sex),
      nextOfKinName: body.nextOfKinName,
      nextOfKinPhone: body.nextOfKinMobile,
    });
    return sendOk(c, toProfile(updated), M.profileUpdated);
  });
  mount(app, calls.updateEmail, signedIn, async (c: Context<CustomerEnv>, { body }) => {
    const email = body.email.toLowerCase();
    const current = await mine(c);
    if (current.email === email && current.accountIsConfirmed) throw new RuleError(M.sameEmail, 400);
    const holder = await findByUserName(db, email);
    if (holder && holder.id !== current.id) throw new RuleError(M.emailTaken, 409);
    // Sent first: a refused or failed send leaves the account as it was.
    const sent = await requestCode(db, deps.messenger, email, 'confirm', clientAddress(c, db), current.id);
    await updateCustomer(db, current.id, { pendingEmail: email });
    return sendOk(c, sent, M.emailOtpSent);
  });
  mount(app, calls.walletStage, signedIn, async (c: Context<CustomerEnv>, { params: { phone, email } }) => {
    const current = await mine(c);
    const isMine = (current.phone && normaliseUserName(phone) === current.phone) || (current.email && normaliseUserName(email) === current.email);
    if (!isMine) throw new RuleError(M.notYours, 403);
    await updateCustomer(db, current.id, { hasPin: true, customerStage: Math.max(current.customerStage, CUSTOMER_STAGE.walletReady) });
    return sendOk(c, null, M.requestSuccessful);
  });
  return app;
}
