import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { failureText, OFFLINE } from './failure-text';
import { ForgotPasswordModal } from './forgot-password-modal';
import { OfflineNotice } from './offline-notice';
import { PasswordField } from './password-field';
import type { ReturnPath } from './return-path';
import type { SignInVariant } from './sign-in-routing';
import { SubmitForm } from '@/ui/submit-form';
import { useSignIn } from './use-sign-in';

const GoogleButton = lazy(() => import('./google-button').then((m) => ({ default: m.GoogleButton })));
/** Google sign-in exists only where a client id was configured at build time (never offline). */
const GOOGLE_CLIENT_ID = (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined) ?? '';

/** E-mail or phone and password (spec 1 §2 'Sign-up, sign-in and profile'), shared by /login, /signin and /signnow. */
export function SignInForm({ variant, next }: { variant: SignInVariant; next?: ReturnPath }) {
  const { password: signIn, google } = useSignIn(variant, next);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ userName?: string; password?: string }>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const [googleFailed, setGoogleFailed] = useState(false);
  const googleSignIn = google.mutate;
  const onCredential = useCallback((idToken: string) => {
    setGoogleFailed(false);
    googleSignIn(idToken);
  }, [googleSignIn]);
  const onGoogleFailure = useCallback(() => setGoogleFailed(true), []);

  const submit = () => {
    const errors = {
      ...(userName.trim() ? {} : { userName: 'Enter your e-mail address or phone number.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    setMissing(errors);
    if (Object.keys(errors).length === 0) signIn.mutate({ userName, password });
  };

  const error = signIn.isError
    ? failureText(signIn.error, OFFLINE.signIn)
    : google.isError
      ? failureText(google.error, OFFLINE.signIn)
      : googleFailed
        ? ONBOARDING_MESSAGES.googleFailed
        : null;
  return (
    <Stack gap="md">
      <OfflineNotice text={OFFLINE.signIn} />
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Email or Phone Number"
            autoComplete="username"
            inputMode="email"
            value={userName}
            onChange={(event) => setUserName(event.currentTarget.value)}
            error={missing.userName}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={missing.password}
          />
          <Group justify="flex-end" mt={-8}>
            <Button variant="subtle" size="compact-sm" onClick={() => setForgotOpen(true)}>Forgot Password?</Button>
          </Group>
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <Button type="submit" loading={signIn.isPending || google.isPending} fullWidth>Sign In</Button>
        </Stack>
      </SubmitForm>
      {GOOGLE_CLIENT_ID ? (
        <>
          <Divider label="or" labelPosition="center" />
          <Suspense fallback={null}>
            <GoogleButton clientId={GOOGLE_CLIENT_ID} onCredential={onCredential} onFailure={onGoogleFailure} />
          </Suspense>
        </>
      ) : null}
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/Register">Sign Up</Anchor>
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        By signing in you agree to our{' '}
        <Anchor component={Link} to="/Terms-and-Conditions" inherit underline="always">Terms &amp; Conditions</Anchor> and{' '}
        <Anchor component={Link} to="/Privacy-Policy" inherit underline="always">Privacy Policy</Anchor>.
      </Text>
      <ForgotPasswordModal opened={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Stack>
  );
}
