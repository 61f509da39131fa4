import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

/** /login: sign in with e-mail or phone and password; success goes home (or to /login-reg at stage 0). */
export function LoginPage() {
  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to book faster, save 5% and manage your trips.">
      <SignInForm variant="login" />
    </AuthCard>
  );
}
