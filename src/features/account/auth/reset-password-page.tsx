import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { useSessionStore } from '@/lib/session-store';
import { resetPasswordMutationOptions } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { failureText, OFFLINE } from './failure-text';
import { NewPasswordFields } from './new-password-fields';
import { announce } from './notice';
import { OfflineNotice } from './offline-notice';
import { displayPhone } from './phone';
import { resetDraftStore } from './reset-draft';
import { SubmitForm } from '@/ui/submit-form';
import { useNewPassword } from './use-new-password';

/** /forgot-password: the new password for the account whose code was just verified. */
export function ResetPasswordPage() {
  const draft = useSessionStore(resetDraftStore);
  const navigate = useNavigate();
  const pair = useNewPassword();
  const reset = useMutation(resetPasswordMutationOptions());

  if (!draft) {
    return (
      <AuthCard title="Reset Password">
        <Text>To reset your password, first ask for a code: on Sign In, choose Forgot Password?</Text>
        <Button component={Link} to="/login" w="fit-content">Go to Sign In</Button>
      </AuthCard>
    );
  }
  const submit = () => {
    if (!pair.check()) return;
    reset.mutate(
      { username: draft.username, otp: draft.otp, newPassword: pair.password, confirmPassword: pair.confirmPassword },
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
      <OfflineNotice text={OFFLINE.reset} />
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <NewPasswordFields {...pair.fields} passwordLabel="New Password" />
          {reset.isError ? (
            <Alert color="red" role="alert">
              {failureText(reset.error, OFFLINE.reset)}{' '}
              <Anchor component={Link} to="/login" inherit underline="always">Ask for a new code</Anchor>
            </Alert>
          ) : null}
          <Button type="submit" disabled={!pair.filled} loading={reset.isPending} fullWidth>Reset Password</Button>
        </Stack>
      </SubmitForm>
    </AuthCard>
  );
}
