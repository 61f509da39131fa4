import { createFileRoute } from '@tanstack/react-router';
import { HireVehiclePage } from '@/features/hire/components/hire-vehicle-page';

export const Route = createFileRoute('/hire-vehicle')({
  component: HireVehiclePage,
});
