import * as v from 'valibot';
import { emailSchema } from '@contract/validation';
import { composePhone, displayPhone, registrationPhoneProblem } from './phone';

export type ResetTarget = { username: string; shown: string } | { problem: string };

/**
 * The account a reset code goes to: an e-mail address (spec 1 §4 'Forgot password'), or the
 * Nigerian phone a customer signed up with before adding an e-mail.
 */
export function resetTarget(typed: string): ResetTarget {
  const s = typed.trim();
  if (s.includes('@') || !/\d/.test(s)) {
    const email = v.safeParse(emailSchema, s);
    return email.success ? { username: email.output.toLowerCase(), shown: email.output } : { problem: email.issues[0].message };
  }
  const phone = composePhone(s);
  const problem = registrationPhoneProblem(phone);
  return problem ? { problem } : { username: phone, shown: displayPhone(phone) };
}
