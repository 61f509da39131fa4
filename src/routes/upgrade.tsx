import { createFileRoute } from '@tanstack/react-router';
import { UpgradePage } from '@/features/ambassador/upgrade/upgrade-page';

/**
 * /upgrade?verificationId=… (spec 1 §2): the ambassador's Tier 3 upgrade by invitation. The search
 * is handed on as it came: the page reads and checks it (upgrade-search.ts), so nothing of it
 * weighs on the first load.
 */
export const Route = createFileRoute('/upgrade')({
  validateSearch: (search: Record<string, unknown>): { verificationId?: unknown } => ({ verificationId: search.verificationId }),
  component: function UpgradeRoute() {
    return <UpgradePage verificationId={Route.useSearch().verificationId} />;
  },
});
