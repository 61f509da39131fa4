import { createFileRoute } from '@tanstack/react-router';
import { ReschedulePage } from '@/features/reschedule/components/reschedule-page';
import { parseRescheduleSearch } from '@/features/reschedule/reschedule-search';
import { AccountLayout } from '@/ui/shell/account-layout';

/**
 * /reschedule (spec 1 §2; the original is a mock-up whose Reschedule Now does nothing): move a
 * confirmed booking to another bus on the same route. In the account area's family, with its side
 * navigation, but open to guests too (they prove the booking with its phone number).
 */
export const Route = createFileRoute('/reschedule')({
  validateSearch: parseRescheduleSearch,
  component: function RescheduleRoute() {
    const { ref, reference } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AccountLayout>
        <ReschedulePage
          bookingRef={ref}
          returning={reference}
          onStartAgain={(next) => void navigate({ search: next ? { ref: next } : {}, replace: true })}
          onFollow={(next) => void navigate({ search: { reference: next }, replace: true })}
        />
      </AccountLayout>
    );
  },
});
