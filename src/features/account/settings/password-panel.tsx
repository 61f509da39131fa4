import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import * as v from 'valibot';
import { changePasswordRequest, passwordSchema } from '@contract/onboarding';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { announce } from '../auth/notice';
import { failureText } from '../auth/failure-text';
import { NewPasswordFields } from '../auth/new-password-fields';
import { PasswordField } from '../auth/password-field';
import { useChangePassword } from './api/change-password';

const OFFLINE_PASSWORD = 'You are offline. Changing your password needs a connection.';
const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** The Change Password tab: current password, then the new one twice with the policy (spec 1 §5 Passwords). */
export function PasswordPanel() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((prev) => ({ ...prev, [key]: value }));
  const passwordIssue = v.safeParse(passwordSchema, values.password);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        // Spec 1 §5: the confirm field is sent equal to the new password once they match.
        if (!v.safeParse(changePasswordRequest, values).success) return;
        change.mutate(values, {
          onSuccess: () => {
            setValues(EMPTY);
            setSubmitted(false);
            announce(ONBOARDING_MESSAGES.passwordChanged);
          },
        });
      }}
    >
      <Stack gap="md" maw={520}>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(event) => set('oldPassword')(event.currentTarget.value)}
          error={submitted && values.oldPassword === '' ? 'Enter your current password.' : undefined}
        />
        <NewPasswordFields
          passwordLabel="New Password"
          password={values.password}
          confirmPassword={values.confirmPassword}
          onPassword={set('password')}
          onConfirm={set('confirmPassword')}
          submitted={submitted}
          passwordError={passwordIssue.success ? undefined : passwordIssue.issues[0].message}
        />
        {change.isError ? <Alert color="red" role="alert">{failureText(change.error, OFFLINE_PASSWORD)}</Alert> : null}
        <Button type="submit" loading={change.isPending} w="fit-content">Change Password</Button>
      </Stack>
    </form>
  );
}
