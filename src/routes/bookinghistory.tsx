import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { HistoryPage } from '@/features/account/history/history-page';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { AccountLayout } from '@/ui/shell/account-layout';

/** ?ref= the booking whose detail view is open, so a reload or Back keeps it. */
const searchSchema = v.object({
  ref: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(40))), undefined),
});

export const Route = createFileRoute('/bookinghistory')({
  validateSearch: searchSchema,
  beforeLoad: guestsGoHome,
  // No loader prefetch: a loader stays in the main bundle with what it imports; the screen asks.
  component: function BookingHistoryRoute() {
    const { ref } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AccountLayout>
        <HistoryPage selected={ref} onSelect={(next) => void navigate({ search: { ref: next }, replace: next === undefined })} />
      </AccountLayout>
    );
  },
});
