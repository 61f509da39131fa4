import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '@/api/session';
import { ScannerPage } from '@/features/scanner/components/scanner-page';
import { parseScannerSearch, SCANNER_PATH } from '@/features/scanner/scanner-search';

/**
 * Beyond the spec's route list (issue 19): the staff scanner, which checks signed tickets at the
 * bus door with no signal. Staff sign in with the normal /login, which brings them back here; the
 * page itself tells a customer who is not staff (the server decides: contract/boarding.ts).
 */
export const Route = createFileRoute('/staff/scan')({
  validateSearch: parseScannerSearch,
  beforeLoad: () => {
    if (!sessionStore.get()) throw redirect({ to: '/login', search: { next: SCANNER_PATH }, replace: true });
  },
  component: function StaffScanRoute() {
    const { trip } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ScannerPage tripId={trip} onTrip={(next) => void navigate({ search: next === undefined ? {} : { trip: next }, replace: true })} />;
  },
});
