import { createFileRoute } from '@tanstack/react-router';
import { UpgradePage } from '@/features/ambassador/upgrade/upgrade-page';
import { parseUpgradeSearch } from '@/features/ambassador/upgrade/upgrade-search';

/** /upgrade?verificationId=… (spec 1 §2): the ambassador's Tier 3 upgrade by invitation. */
export const Route = createFileRoute('/upgrade')({
  validateSearch: parseUpgradeSearch,
  component: function UpgradeRoute() {
    return <UpgradePage verificationId={Route.useSearch().verificationId} />;
  },
});
