import * as v from 'valibot';
import { credentialsSchema, normaliseUserName, type SignInResult } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import type { Place } from '../../auth/guess-guard';
import { verifyAgainstNothing, verifySecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';
import { describeIssues } from '../../http/validate';
import { guessAt } from './codes';
import { findByUserName, startSession, type NewSession } from './customers';

export type SignInOutcome = { status: 200 | 400 | 401 | 429; result: SignInResult; session?: NewSession; retryAfterMs?: number };

const failure = (status: 400 | 401 | 429, message: string): SignInOutcome => ({
  status,
  result: { Code: String(status), Data: null, ShortDescription: message },
});

/**
 * Checks decrypted credentials (spec 1 §3 Login credentials). The guess is counted from `place`
 * before the password is checked (guess-guard.ts); an unknown account costs the same time and
 * gets the same answer as a wrong password. The route hands the session over (cookies).
 */
export async function signIn(db: Db, payload: unknown, place: Place): Promise<SignInOutcome> {
  const parsed = v.safeParse(credentialsSchema, payload);
  if (!parsed.success) return failure(400, describeIssues(parsed.issues));
  const userName = normaliseUserName(parsed.output.userName);
  const customer = await findByUserName(db, userName);
  let guess;
  try {
    guess = await guessAt(db, customer, userName, place);
  } catch (error) {
    if (error instanceof RuleError && error.status === 429) return { ...failure(429, error.message), retryAfterMs: error.options.retryAfterMs };
    throw error;
  }
  const password = parsed.output.password;
  const ok = customer?.passwordHash ? await verifySecret(password, customer.passwordHash) : await verifyAgainstNothing(password);
  if (!customer || !ok) {
    await guess.failed();
    return failure(401, M.wrongCredentials);
  }
  await guess.succeeded();
  const session = await startSession(db, customer);
  const message = customer.customerStage === 0 ? M.completeRegistration : M.signedIn;
  return { status: 200, result: { Code: '1', Data: session.login, ShortDescription: message }, session };
}
