import { createFileRoute } from '@tanstack/react-router';
import { PartnerPage } from '@/features/forms/partner/partner-page';

export const Route = createFileRoute('/enterprise')({
  component: PartnerPage,
});
