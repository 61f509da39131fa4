import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { registerMutationOptions } from '../api/register';
import { failureText, OFFLINE } from '../auth/failure-text';
import { NewPasswordFields } from '../auth/new-password-fields';
import { announce } from '../auth/notice';
import { displayPhone } from '../auth/phone';
import { SubmitForm } from '@/ui/submit-form';
import { useNewPassword } from '../auth/use-new-password';

/** Stages 3 and 4: 'Phone Number Verified', then Create Password and Get Started → /login. */
export function CreatePasswordStep({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const pair = useNewPassword();
  const register = useMutation(registerMutationOptions());

  const submit = () => {
    if (!pair.check()) return;
    register.mutate(
      { phoneNumber: phone, password: pair.password, confirmPassword: pair.confirmPassword },
      {
        onSuccess: (message) => {
          announce(message || ONBOARDING_MESSAGES.registered);
          void navigate({ to: '/login' });
        },
      },
    );
  };
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="md">
        <Alert color="freely" role="status" title={ONBOARDING_MESSAGES.phoneVerified}>
          {displayPhone(phone)} is yours. Now create a password for your account.
        </Alert>
        <NewPasswordFields {...pair.fields} />
        {register.isError ? <Alert color="red" role="alert">{failureText(register.error, OFFLINE.signUp)}</Alert> : null}
        <Button type="submit" disabled={!pair.filled} loading={register.isPending} fullWidth>Get Started</Button>
      </Stack>
    </SubmitForm>
  );
}
