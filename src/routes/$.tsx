import { createFileRoute, redirect } from '@tanstack/react-router';
import { legacyRedirect } from '@/ui/legacy-redirects';
import { NotFoundPage } from '@/ui/not-found-page';

/** The last route: legacy addresses redirect, everything else is the not-found page. */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    const to = legacyRedirect(location.pathname);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: NotFoundPage,
});
