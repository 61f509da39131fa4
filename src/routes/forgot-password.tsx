import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/account/auth/reset-password-page';

export const Route = createFileRoute('/forgot-password')({
  component: ResetPasswordPage,
});
