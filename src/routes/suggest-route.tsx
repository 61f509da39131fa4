import { createFileRoute } from '@tanstack/react-router';
import { SuggestRoutePage } from '@/features/forms/suggest-route/suggest-route-page';

export const Route = createFileRoute('/suggest-route')({
  component: SuggestRoutePage,
});
