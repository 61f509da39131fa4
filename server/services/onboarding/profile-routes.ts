import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CUSTOMER_STAGE, normaliseUserName, profileUpdateRequest, profileV2Request, titleFor, updateEmailRequest,
} from '../../../contract/onboarding';
import { toInternationalPhone } from '../../../contract/validation';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { clientAddress } from '../../auth/client-address';
import { requireCustomer } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { RuleError, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { requestCode } from './codes';
import { findByUserName, getCustomer, toProfile, updateCustomer } from './customers';
import type { OnboardingDeps } from './deps';

export const stageParams = v.object({ phone: v.pipe(v.string(), v.minLength(1), v.maxLength(254)), email: v.pipe(v.string(), v.minLength(1), v.maxLength(254)) });

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

  const signedIn = requireCustomer(db);
  return new Hono()
    .get('/customer/me', signedIn, async (c) => sendOk(c, toProfile(await getCustomer(db, c.get('customer').customerId))))
    .post('/customer/updateprofilev2', signedIn, validate('json', profileV2Request), async (c) => {
      const body = c.req.valid('json');
      const current = await getCustomer(db, c.get('customer').customerId);
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
    })
    .post('/customer/Update', signedIn, validate('json', profileUpdateRequest), async (c) => {
      // E-mail and phone are read-only on this form: changing them has its own verified calls.
      const body = c.req.valid('json');
      const updated = await updateCustomer(db, c.get('customer').customerId, {
        firstName: body.firstName,
        lastName: body.lastName,
        gender: body.sex,
        title: titleFor(body.sex),
        nextOfKinName: body.nextOfKinName,
        nextOfKinPhone: body.nextOfKinMobile,
      });
      return sendOk(c, toProfile(updated), M.profileUpdated);
    })
    .post('/customer/updateemailv2', signedIn, validate('json', updateEmailRequest), async (c) => {
      const email = c.req.valid('json').email.toLowerCase();
      const current = await getCustomer(db, c.get('customer').customerId);
      if (current.email === email && current.accountIsConfirmed) throw new RuleError(M.sameEmail, 400);
      const holder = await findByUserName(db, email);
      if (holder && holder.id !== current.id) throw new RuleError(M.emailTaken, 409);
      // Sent first: a refused or failed send leaves the account as it was.
      const sent = await requestCode(db, deps.messenger, email, 'confirm', clientAddress(c, db), current.id);
      await updateCustomer(db, current.id, { pendingEmail: email });
      return sendOk(c, sent, M.emailOtpSent);
    })
    .put('/Customer/updatecustomerstageafterwalletsetup/:phone/:email', signedIn, validate('param', stageParams), async (c) => {
      const { phone, email } = c.req.valid('param');
      const current = await getCustomer(db, c.get('customer').customerId);
      const mine = (current.phone && normaliseUserName(phone) === current.phone) || (current.email && normaliseUserName(email) === current.email);
      if (!mine) throw new RuleError(M.notYours, 403);
      await updateCustomer(db, current.id, { hasPin: true, customerStage: Math.max(current.customerStage, CUSTOMER_STAGE.walletReady) });
      return sendOk(c, null, M.requestSuccessful);
    });
}
