import { createFileRoute } from '@tanstack/react-router';
import { HireResultPage } from '@/features/hire/components/hire-result-page';
import { parseHireReferenceSearch } from '@/features/hire/hire-search';

/** The card checkout returns a hire here with ?reference=REF (contract/hire.ts HIRE_CALLBACK). */
export const Route = createFileRoute('/call-back-hire')({
  validateSearch: parseHireReferenceSearch,
  component: function CallBackHireRoute() {
    return <HireResultPage reference={Route.useSearch().reference} />;
  },
});
