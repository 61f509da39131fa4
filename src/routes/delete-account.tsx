import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '@/features/ambassador/delete-account/delete-account-page';

/** /delete-account (spec 1 §2): delete an account by its e-mail and a code sent to it. */
export const Route = createFileRoute('/delete-account')({
  component: DeleteAccountPage,
});
