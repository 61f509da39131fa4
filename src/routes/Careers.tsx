import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '@/features/content/components/careers-page';

export const Route = createFileRoute('/Careers')({
  component: CareersPage,
});
