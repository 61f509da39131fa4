import { createFileRoute } from '@tanstack/react-router';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { billsSearchSchema } from '@/features/bills/bills-search';
import { BillsPage } from '@/features/bills/components/bills-page';
import { AccountLayout } from '@/ui/shell/account-layout';

export const Route = createFileRoute('/bills-payment')({
  validateSearch: billsSearchSchema,
  // Spec 1 §6: the bills pages redirect to / without a signed-in user.
  beforeLoad: guestsGoHome,
  component: function BillsPaymentRoute() {
    const { panel, reference } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AccountLayout>
        <BillsPage
          panel={panel}
          reference={reference}
          onOpen={(kind) => void navigate({ search: { panel: kind } })}
          // The reference joins its panel in place: Back goes to the menu, not to a panel without one.
          onReference={(ref) => void navigate({ search: (prev) => ({ ...prev, reference: ref }), replace: true })}
          // In place too: Back never reopens a panel whose reference may be spent.
          onMenu={() => void navigate({ search: {}, replace: true })}
        />
      </AccountLayout>
    );
  },
});
