import { createFileRoute } from '@tanstack/react-router';
import { AboutUsPage } from '@/features/content/components/about-us-page';

export const Route = createFileRoute('/About-Us')({
  component: AboutUsPage,
});
