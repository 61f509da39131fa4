import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/auth/login-page';
import { isReturnPath, type ReturnPath } from '@/features/account/auth/return-path';

export const Route = createFileRoute('/login')({
  // ?next=: the page that sent the visitor to sign in, one of a fixed list (the staff scanner); anything else is dropped.
  validateSearch: (raw: Record<string, unknown>): { next?: ReturnPath } => (isReturnPath(raw.next) ? { next: raw.next } : {}),
  component: function LoginRoute() {
    const { next } = Route.useSearch();
    return <LoginPage next={next} />;
  },
});
