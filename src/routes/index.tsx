import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/booking/components/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
