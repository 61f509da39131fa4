import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { registerMutationOptions } from '../api/register';
import { failureText, OFFLINE } from '../auth/failure-text';
import { NewPasswordFields } from '../auth/new-password-fields';
import { announce } from '../auth/notice';
import { passwordPairErrors } from '../auth/password-rules';
import { displayPhone } from '../auth/phone';

/** Stages 3 and 4: 'Phone Number Verified', then Create Password and Get Started → /login. */
export function CreatePasswordStep({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const register = useMutation(registerMutationOptions());
  const errors = passwordPairErrors(password, confirmPassword);

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    register.mutate(
      { phoneNumber: phone, password, confirmPassword },
      {
        onSuccess: (message) => {
          announce(message || ONBOARDING_MESSAGES.registered);
          void navigate({ to: '/login' });
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Alert color="freely" role="status" title={ONBOARDING_MESSAGES.phoneVerified}>
          {displayPhone(phone)} is yours. Now create a password for your account.
        </Alert>
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirm={setConfirmPassword}
          submitted={submitted}
          passwordError={errors.password}
        />
        {register.isError ? <Alert color="red" role="alert">{failureText(register.error, OFFLINE.signUp)}</Alert> : null}
        <Button type="submit" disabled={!password || !confirmPassword} loading={register.isPending} fullWidth>Get Started</Button>
      </Stack>
    </form>
  );
}
