import { createFileRoute } from '@tanstack/react-router';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { WovenPayPage } from '@/features/payments/components/woven-pay-page';
import { parseWovenSearch } from '@/features/payments/woven-search';

/** Bank transfer to a one-use virtual account (gateway 35), by ?reference=: a reload or another tab shows the same account. */
export const Route = createFileRoute('/woven-pay')({
  validateSearch: parseWovenSearch,
  component: function WovenPayRoute() {
    return <WovenPayPage reference={Route.useSearch().reference} onConfirmed={bookingDraftStore.clear} />;
  },
});
