import { createFileRoute } from '@tanstack/react-router';
import { TrackBusPage } from '@/features/tracking/components/track-bus-page';

/**
 * /track-bus/$token/$trackerId (spec 1 §2): a ticket's live tracking page. The parameters are
 * checked by the page itself (tracking/track-params.ts), so nothing of the tracking contract joins
 * the routes' first load.
 */
export const Route = createFileRoute('/track-bus/$token/$trackerId')({
  component: TrackBusRoute,
});

function TrackBusRoute() {
  const { token, trackerId } = Route.useParams();
  return <TrackBusPage token={token} trackerId={trackerId} />;
}
