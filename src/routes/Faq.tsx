import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/content/components/faq-page';

export const Route = createFileRoute('/Faq')({
  component: FaqPage,
});
