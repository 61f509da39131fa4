import { createFileRoute } from '@tanstack/react-router';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { fundingSearchSchema } from '@/features/wallet/funding-search';
import { WovenPayPage } from '@/features/wallet/components/woven-pay-page';

export const Route = createFileRoute('/wallet-woven-pay')({
  validateSearch: fundingSearchSchema,
  // Only the signed-in customer's own transfer can be shown, as on the wallet page.
  beforeLoad: guestsGoHome,
  component: function WovenPayRoute() {
    return <WovenPayPage reference={Route.useSearch().reference} />;
  },
});
