import { createFileRoute } from '@tanstack/react-router';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { fundingSearchSchema } from '@/features/wallet/funding-search';
import { WalletPage } from '@/features/wallet/components/wallet-page';
import { AccountLayout } from '@/ui/shell/account-layout';

export const Route = createFileRoute('/profile')({
  validateSearch: fundingSearchSchema,
  // Spec 1 §6: the wallet redirects to / without a signed-in user.
  beforeLoad: guestsGoHome,
  component: function ProfileRoute() {
    const { reference } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AccountLayout>
        <WalletPage reference={reference} onReferenceAnswered={() => void navigate({ search: {}, replace: true })} />
      </AccountLayout>
    );
  },
});
