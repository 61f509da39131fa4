import { Button, Divider } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

/** /signnow, where bus hire leads a traveller without a session (spec 1 §6): sign in, or go on as a guest. */
export function SignNowPage() {
  return (
    <AuthCard title="Sign In" intro="Sign in to fill in your hire details, or continue as a guest.">
      <SignInForm variant="hire" />
      <Divider label="or" labelPosition="center" />
      <Button component={Link} to="/hire-passenger-details" variant="outline" size="md">Continue as Guest</Button>
    </AuthCard>
  );
}
