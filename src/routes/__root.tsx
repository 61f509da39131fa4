import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AfterHydration } from '@/app/after-hydration';
import { SessionExpiry } from '@/app/session-expiry';
import { AppLayout } from '@/ui/shell/app-layout';
import { NotFoundPage } from '@/ui/not-found-page';
import { RouteError } from '@/ui/route-error';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <AppLayout>
      <Outlet />
      <AfterHydration>
        <SessionExpiry />
      </AfterHydration>
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
