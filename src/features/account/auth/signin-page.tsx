import { Button, Divider } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

/**
 * /signin, where seat selection leads a traveller without a session (spec 1 §6): sign in and go
 * on to /passenger-details with the details filled in, or 'Continue Without Log In'.
 */
export function SignInPage() {
  return (
    <AuthCard title="Sign In" intro="Sign in to fill in your details and save 5%, or continue as a guest with the bus and seats you chose.">
      <SignInForm variant="booking" />
      <Divider label="or" labelPosition="center" />
      <Button component={Link} to="/passenger-details" variant="outline" size="md">Continue Without Log In</Button>
    </AuthCard>
  );
}
