import { createFileRoute } from '@tanstack/react-router';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { AccountLayout } from '@/ui/shell/account-layout';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/profile')({
  // Spec 1 §6: the wallet redirects to / without a signed-in user.
  beforeLoad: guestsGoHome,
  component: () => (
    <AccountLayout>
      <PlannedPage title="Wallet" />
    </AccountLayout>
  ),
});
