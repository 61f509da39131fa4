import { Hono } from 'hono';
import { ACCOUNT_LOOKUPS_PER_ADDRESS } from '../../auth/limits';
import { AMBASSADOR_MESSAGES as A } from '../../../contract/ambassador';
import * as calls from '../../../contract/calls/ambassador';
import { addressLimit } from '../../auth/address-limit';
import { clientAddress } from '../../auth/client-address';
import { bearerToken } from '../../auth/require-customer';
import { minutesLeft } from '../../auth/rate-limit';
import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { logPathAs } from '../../http/request-log';
import { sendOk } from '../../http/respond';
import { placeOf } from '../onboarding/session-handover';
import { deleteAccount } from './delete-account';
import { deletionRequest, sendDeletionCode, withdrawDeletion } from './deletion-codes';
import { sealDeletionRequest } from './deletion-request';
import type { AmbassadorDeps } from './deps';
import { submitUpgrade, verifyUpgrade } from './upgrade';
import { readUpgradeToken } from './upgrade-token';

export type { AmbassadorDeps } from './deps';

/**
 * The ambassador service (spec 2 §7.8), mounted at /api/ambassador: the Tier 3 upgrade by
 * invitation (upgrade.ts) and account deletion by e-mail and code (deletion-codes.ts,
 * delete-account.ts). Paths that carry an e-mail or a code are logged without them.
 */
export function ambassadorApp(db: Db, deps: AmbassadorDeps) {
  const app = new Hono();
  mount(app, calls.submitUpgrade, logPathAs(calls.submitUpgrade), async (c, { params, body }) =>
    sendOk(c, await submitUpgrade(db, deps.messenger, params.verificationId, body, clientAddress(c, db)), A.completeOtp),
  );
  mount(app, calls.verifyUpgradeOtp, async (c, { body }) => {
    const claims = await readUpgradeToken(db, bearerToken(c));
    if (!claims) c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    await verifyUpgrade(db, claims, body.phoneNumber, body.otp, await placeOf(c, db));
    return sendOk(c, { tier: 3 }, A.upgraded);
  });
  mount(
    app, calls.lookupByEmail, logPathAs(calls.lookupByEmail),
    addressLimit(db, 'account-lookup', ACCOUNT_LOOKUPS_PER_ADDRESS, (ms) => A.lookupsFromHere(minutesLeft(ms))),
    async (c, { params }) => sendOk(c, { ambassadorId: await sealDeletionRequest(db, params.email.toLowerCase(), authContext(db).now()) }),
  );
  mount(app, calls.sendDeletionOtp, logPathAs(calls.sendDeletionOtp), async (c, { params }) =>
    sendOk(c, await sendDeletionCode(db, deps.messenger, await deletionRequest(db, params.ambassadorId), clientAddress(c, db)), A.otpSent),
  );
  mount(app, calls.withdrawDeletion, logPathAs(calls.withdrawDeletion), async (c, { params }) => {
    await withdrawDeletion(db, await deletionRequest(db, params.id, { evenExpired: true }));
    return sendOk(c, null, A.withdrawn);
  });
  mount(app, calls.deleteWithOtp, logPathAs(calls.deleteWithOtp), async (c, { params }) => {
    await deleteAccount(db, await deletionRequest(db, params.ambassadorId), params.otp, await placeOf(c, db));
    return sendOk(c, null, A.deleted);
  });
  return app;
}
