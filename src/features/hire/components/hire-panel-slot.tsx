import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';

// The panel (the address search, its combobox and the contract behind it) loads when the Hire tab
// opens, not with the home page.
const HirePanel = lazy(() => import('./hire-panel').then((m) => ({ default: m.HirePanel })));

/** The Hire tab of the home and dashboard hero (the route files give it to the booking feature's hero). */
export function HirePanelSlot() {
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the hire form" />}>
      <HirePanel />
    </Suspense>
  );
}
