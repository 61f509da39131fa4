import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { WalletPage } from '@/features/wallet/components/wallet-page';
import { AccountLayout } from '@/ui/shell/account-layout';

/** ?reference= the card checkout returns with after funding (a number-like one arrives parsed as a number). */
const searchSchema = v.object({
  reference: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.regex(/^[\w-]{6,40}$/))), undefined),
});

export const Route = createFileRoute('/profile')({
  validateSearch: searchSchema,
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
