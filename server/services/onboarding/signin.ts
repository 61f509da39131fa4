import * as v from 'valibot';
import { credentialsSchema, normaliseUserName, type SignInResult } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { verifyAgainstNothing, verifySecret } from '../../auth/passwords';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, blockedFor, clearFailures, minutesLeft, recordFailure } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { describeIssues } from '../../http/validate';
import { findByUserName, startSession } from './customers';
import { accountKey } from './codes';

export type SignInOutcome = { status: 200 | 400 | 401 | 429; result: SignInResult };

const failure = (status: 400 | 401 | 429, message: string): SignInOutcome => ({
  status,
  result: { Code: String(status), Data: null, ShortDescription: message },
});

/**
 * Checks decrypted credentials (spec 1 §3 Login credentials). Failures count per account (5 in
 * 15 minutes) and per client address (30 in 15 minutes); an unknown account costs the same time
 * and gets the same answer as a wrong password.
 */
export async function signIn(db: Db, payload: unknown, addressKey: string): Promise<SignInOutcome> {
  const parsed = v.safeParse(credentialsSchema, payload);
  if (!parsed.success) return failure(400, describeIssues(parsed.issues));
  const userName = normaliseUserName(parsed.output.userName);
  const customer = await findByUserName(db, userName);
  const key = accountKey(customer, userName);
  const wait = await blockedFor(db, key, ACCOUNT_LIMIT);
  if (wait) return failure(429, M.tooManySignIns(minutesLeft(wait)));
  const password = parsed.output.password;
  const ok = customer?.passwordHash ? await verifySecret(password, customer.passwordHash) : await verifyAgainstNothing(password);
  if (!customer || !ok) {
    await recordFailure(db, key, ACCOUNT_LIMIT);
    await recordFailure(db, addressKey, ADDRESS_LIMIT);
    return failure(401, M.wrongCredentials);
  }
  await clearFailures(db, key);
  const message = customer.customerStage === 0 ? M.completeRegistration : M.signedIn;
  return { status: 200, result: { Code: '1', Data: await startSession(db, customer), ShortDescription: message } };
}
