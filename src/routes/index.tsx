import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/booking/components/home-page';
import { departureTerminalsQueryOptions } from '@/entities/terminals/terminal-queries';
import { popularRoutesQueryOptions } from '@/features/booking/api/get-popular-routes';
import { signedInGoToDashboard } from '@/features/account/signed-in/guards';
import { ensureGuestToken } from '@/api/guest-token';
import { HirePanelSlot } from '@/features/hire/components/hire-panel-slot';

export const Route = createFileRoute('/')({
  // Spec 1 §2: a signed-in traveller's home is the dashboard.
  beforeLoad: signedInGoToDashboard,
  loader: ({ context }) => {
    // Warm the search panel and carousel; a failure shows on the select, not as a broken page.
    void context.queryClient.prefetchQuery(departureTerminalsQueryOptions());
    void context.queryClient.prefetchQuery(popularRoutesQueryOptions());
    // Spec 1 §2: a visitor on home gets a guest token (in the background; guests book without it too).
    void ensureGuestToken();
  },
  // The Hire tab's panel comes from the hire feature (loaded when the tab opens).
  component: () => <HomePage hirePanel={<HirePanelSlot />} />,
});
