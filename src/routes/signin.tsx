import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '@/features/account/auth/signin-page';

export const Route = createFileRoute('/signin')({
  component: SignInPage,
});
