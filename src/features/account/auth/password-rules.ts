import { PASSWORD_MIN, passwordProblems } from '@contract/onboarding';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';

/** The stated policy (spec 1 §5 'Passwords'), one line each, ticked as the traveller types. */
export const PASSWORD_POLICY = [
  { id: 'length', label: `At least ${PASSWORD_MIN} characters`, met: (p: string) => p.length >= PASSWORD_MIN },
  { id: 'upper', label: 'One uppercase letter', met: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', met: (p: string) => /[a-z]/.test(p) },
  { id: 'special', label: 'One special character, such as ! # or @', met: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const PASSWORD_POLICY_TEXT = `Your password needs a minimum of ${PASSWORD_MIN} characters, one uppercase, one lowercase and one special character.`;

export type PasswordPairErrors = { password?: string; confirmPassword?: string };

/**
 * What stops a new password and its confirmation: the contract's first policy problem (the same
 * words the server would answer), and 'Password Doesn't Match' when the two differ.
 */
export function passwordPairErrors(password: string, confirmPassword: string): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
  const [problem] = passwordProblems(password);
  if (problem) errors.password = problem;
  if (confirmPassword !== password) errors.confirmPassword = ONBOARDING_MESSAGES.passwordMismatch;
  return errors;
}

/**
 * Whether to say 'Password Doesn't Match' while typing: only once the confirmation is as long as
 * the password (or the form was submitted), so it does not flash on every key.
 */
export const showMismatch = (password: string, confirmPassword: string, submitted: boolean) =>
  confirmPassword !== '' && confirmPassword !== password && (submitted || confirmPassword.length >= password.length);
