import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/account/support/support-page';
import { AccountLayout } from '@/ui/shell/account-layout';

export const Route = createFileRoute('/support')({
  component: () => (
    <AccountLayout>
      <SupportPage />
    </AccountLayout>
  ),
});
