import { createFileRoute } from '@tanstack/react-router';
import { SafetyPage } from '@/features/content/components/safety-page';

export const Route = createFileRoute('/Safety')({
  component: SafetyPage,
});
