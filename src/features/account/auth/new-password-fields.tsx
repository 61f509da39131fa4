import { Stack } from '@mantine/core';
import { PasswordField } from './password-field';
import { PasswordPolicy } from './password-policy';
import { showMismatch } from './password-rules';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';

type Props = {
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordLabel?: string;
  /** The form was submitted: show every problem now. */
  submitted: boolean;
  passwordError?: string | undefined;
};

/** A new password typed twice with show/hide, the policy ticked as you type, and 'Password Doesn't Match'. */
export function NewPasswordFields({ password, confirmPassword, onPassword, onConfirm, passwordLabel = 'Password', submitted, passwordError }: Props) {
  const mismatch = showMismatch(password, confirmPassword, submitted) || (submitted && confirmPassword === '' && password !== '');
  return (
    <Stack gap="sm">
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        aria-describedby="password-policy"
        error={submitted ? passwordError : undefined}
      />
      <PasswordPolicy password={password} id="password-policy" />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        error={mismatch ? ONBOARDING_MESSAGES.passwordMismatch : undefined}
      />
    </Stack>
  );
}
