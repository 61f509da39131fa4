import { createFileRoute } from '@tanstack/react-router';
import { SignNowPage } from '@/features/account/auth/signnow-page';

export const Route = createFileRoute('/signnow')({
  component: SignNowPage,
});
