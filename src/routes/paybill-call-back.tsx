import { createFileRoute } from '@tanstack/react-router';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { billResultSearchSchema } from '@/features/bills/bills-search';
import { BillResultPage } from '@/features/bills/components/bill-result-page';

export const Route = createFileRoute('/paybill-call-back')({
  validateSearch: billResultSearchSchema,
  // Only the signed-in customer's own bill can be shown (the bills token opens only theirs).
  beforeLoad: guestsGoHome,
  component: function PaybillCallBackRoute() {
    return <BillResultPage reference={Route.useSearch().reference} />;
  },
});
