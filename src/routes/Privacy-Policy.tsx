import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/content/components/privacy-policy-page';

export const Route = createFileRoute('/Privacy-Policy')({
  component: PrivacyPolicyPage,
});
