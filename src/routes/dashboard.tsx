import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/booking/components/dashboard-page';
import { departureTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { AccountLayout } from '@/ui/shell/account-layout';
import { HirePanelSlot } from '@/features/hire/components/hire-panel-slot';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: guestsGoHome,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(departureTerminalsQueryOptions());
  },
  component: () => (
    <AccountLayout>
      <DashboardPage hirePanel={<HirePanelSlot />} />
    </AccountLayout>
  ),
});
