import { AuthCard } from './auth-card';
import type { ReturnPath } from './return-path';
import { SignInForm } from './sign-in-form';

/** /login: sign in with e-mail or phone and password; success goes home, or back to `next` (or to /login-reg at stage 0). */
export function LoginPage({ next }: { next?: ReturnPath }) {
  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to book faster, save 5% and manage your trips.">
      <SignInForm variant="login" next={next} />
    </AuthCard>
  );
}
