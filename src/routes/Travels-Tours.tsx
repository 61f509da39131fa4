import { createFileRoute } from '@tanstack/react-router';
import { TravelsToursPage } from '@/features/content/components/travels-tours-page';

export const Route = createFileRoute('/Travels-Tours')({
  component: TravelsToursPage,
});
