import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { useSessionStore } from '@/lib/session-store';
import { useOnline } from '@/offline/network-status';
import { resetPasswordMutationOptions } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { failureText, OFFLINE } from './failure-text';
import { NewPasswordFields } from './new-password-fields';
import { announce } from './notice';
import { displayPhone } from './phone';
import { passwordPairErrors } from './password-rules';
import { resetDraftStore } from './reset-draft';

/** /forgot-password: the new password for the account whose code was just verified. */
export function ResetPasswordPage() {
  const draft = useSessionStore(resetDraftStore);
  const online = useOnline();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reset = useMutation(resetPasswordMutationOptions());

  if (!draft) {
    return (
      <AuthCard title="Reset Password">
        <Text>To reset your password, first ask for a code: on Sign In, choose Forgot Password?</Text>
        <Button component={Link} to="/login" w="fit-content">Go to Sign In</Button>
      </AuthCard>
    );
  }
  const errors = passwordPairErrors(password, confirmPassword);
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    reset.mutate(
      { username: draft.username, otp: draft.otp, newPassword: password, confirmPassword },
      {
        onSuccess: (message) => {
          resetDraftStore.clear();
          announce(message || ONBOARDING_MESSAGES.passwordReset);
          void navigate({ to: '/login' });
        },
      },
    );
  };
  return (
    <AuthCard title="Reset Password" intro={`Choose a new password for ${displayPhone(draft.username)}.`}>
      {online ? null : <Alert color="amber" role="status">{OFFLINE.reset}</Alert>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <NewPasswordFields
            password={password}
            confirmPassword={confirmPassword}
            onPassword={setPassword}
            onConfirm={setConfirmPassword}
            passwordLabel="New Password"
            submitted={submitted}
            passwordError={errors.password}
          />
          {reset.isError ? (
            <Alert color="red" role="alert">
              {failureText(reset.error, OFFLINE.reset)}{' '}
              <Anchor component={Link} to="/login" inherit>Ask for a new code</Anchor>
            </Alert>
          ) : null}
          <Button type="submit" disabled={!password || !confirmPassword} loading={reset.isPending} fullWidth>Reset Password</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
