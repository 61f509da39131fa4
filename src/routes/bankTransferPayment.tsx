import { createFileRoute } from '@tanstack/react-router';
import { TransferPendingPage } from '@/features/hire/components/transfer-pending-page';
import { parseHireReferenceSearch } from '@/features/hire/hire-search';

/** The bank-transfer hire's 'Transaction Pending' page (contract/hire.ts HIRE_TRANSFER_PAGE), by ?reference=. */
export const Route = createFileRoute('/bankTransferPayment')({
  validateSearch: parseHireReferenceSearch,
  component: function BankTransferPaymentRoute() {
    return <TransferPendingPage reference={Route.useSearch().reference} />;
  },
});
