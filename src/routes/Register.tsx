import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account/register/register-page';

export const Route = createFileRoute('/Register')({
  component: RegisterPage,
});
