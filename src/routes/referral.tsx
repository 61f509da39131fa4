import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '@/features/account/referral/referral-page';
import { AccountLayout } from '@/ui/shell/account-layout';

export const Route = createFileRoute('/referral')({
  component: () => (
    <AccountLayout>
      <ReferralPage />
    </AccountLayout>
  ),
});
