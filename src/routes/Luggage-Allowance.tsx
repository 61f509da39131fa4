import { createFileRoute } from '@tanstack/react-router';
import { LuggageAllowancePage } from '@/features/content/components/luggage-allowance-page';

export const Route = createFileRoute('/Luggage-Allowance')({
  component: LuggageAllowancePage,
});
