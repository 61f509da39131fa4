import { createFileRoute } from '@tanstack/react-router';
import { PaymentHelpPage } from '@/features/payment-help/components/payment-help-page';

/** /payment-help, "I paid but have no ticket" (issue 31): every payment of a proven phone or e-mail, and what became of it. */
export const Route = createFileRoute('/payment-help')({
  component: PaymentHelpPage,
});
