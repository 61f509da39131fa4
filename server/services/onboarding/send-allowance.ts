import type { OtpPurpose } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { CODE_RESEND_LIMIT, SENDS_PER_RECIPIENT_DAY, SENDS_PER_RECIPIENT_HOUR } from '../../auth/limits';
import { clearAttempts, limitKey, minutesLeft, releaseAttempt, secondsLeft, takeAttempt, type Limit } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';

const HOUR = 3_600_000;

type Allowance = { key: string; limit: Limit; refusal: (retryAfterMs: number) => string };

/** What one code costs: its resend slot, the recipient's hourly and daily share, the sender's, and the server's. */
function allowancesFor(db: Db, target: string, purpose: string, address: string): Allowance[] {
  const { settings } = authContext(db);
  return [
    { key: limitKey('code-resend', purpose, target), limit: { ...CODE_RESEND_LIMIT, windowMs: settings.codeResendSeconds * 1000 }, refusal: (ms) => M.otpWait(secondsLeft(ms)) },
    { key: limitKey('sends-to-hour', target), limit: SENDS_PER_RECIPIENT_HOUR, refusal: (ms) => M.tooManyCodesTo(minutesLeft(ms)) },
    { key: limitKey('sends-to-day', target), limit: SENDS_PER_RECIPIENT_DAY, refusal: (ms) => M.tooManyCodesTo(minutesLeft(ms)) },
    { key: limitKey('sends-from', address), limit: { max: settings.sendsPerAddressPerHour, windowMs: HOUR }, refusal: (ms) => M.tooManyCodesFromHere(minutesLeft(ms)) },
    { key: 'sends-all', limit: { max: settings.messagesPerHour, windowMs: HOUR }, refusal: (ms) => M.codesBusy(minutesLeft(ms)) },
  ];
}

/** The sandbox's developer call (contract/calls/dev.ts endCodeWait): the next code to `target` for `purpose` need not wait. */
export const endCodeWait = (db: Db, target: string, purpose: string) => clearAttempts(db, limitKey('code-resend', purpose, target));

/**
 * Takes every allowance a code to `target` needs, atomically each, before anything is sent:
 * twenty sends in flight at once for one number send one SMS. A refusal hands back what was
 * taken and answers 429 with the plainest reason. Returns the hand-back for a send that fails.
 */
export async function takeSendAllowance(db: Db, target: string, purpose: OtpPurpose | `${'wallet' | 'ambassador' | 'payment'}-${string}`, address: string): Promise<() => Promise<void>> {
  const taken: string[] = [];
  const handBack = async () => {
    await Promise.all(taken.map((key) => releaseAttempt(db, key)));
  };
  for (const allowance of allowancesFor(db, target, purpose, address)) {
    const result = await takeAttempt(db, allowance.key, allowance.limit);
    if (!result.ok) {
      await handBack();
      throw new RuleError(allowance.refusal(result.retryAfterMs), 429, { retryAfterMs: result.retryAfterMs });
    }
    taken.push(allowance.key);
  }
  return handBack;
}
