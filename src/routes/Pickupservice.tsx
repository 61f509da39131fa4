import { createFileRoute } from '@tanstack/react-router';
import { pickupAreasQueryOptions } from '@/features/places/api/get-pickup-areas';
import { PickupLocationsPage } from '@/features/places/pickup/pickup-locations-page';

export const Route = createFileRoute('/Pickupservice')({
  loader: ({ context }) => {
    // Warm the pick-up areas (and the persisted cache); a failure shows in the page, not as a broken route.
    void context.queryClient.prefetchQuery(pickupAreasQueryOptions());
  },
  component: PickupLocationsPage,
});
