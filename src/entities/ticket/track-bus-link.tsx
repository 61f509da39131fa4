import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BookingSeatRow } from '@contract/tickets';
import type { TrackingLink } from '@contract/tracking-link';
import { useNow } from '@/lib/use-now';

/** Whether a ticket shows 'Track bus' at `now`: once its trip has left, until it is due to arrive. */
export function trackingOpen(link: Pick<TrackingLink, 'departsAt' | 'arrivesAt'>, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(link.departsAt) <= t && t < Date.parse(link.arrivesAt);
}

/** The link of the first of a booking's trips that is under way at `now`, if any. */
export function openTrackingLink(rows: readonly Pick<BookingSeatRow, 'tracking'>[], now: Date): TrackingLink | undefined {
  return rows.map((row) => row.tracking).find((link): link is TrackingLink => link !== undefined && trackingOpen(link, now));
}

/**
 * 'Track bus' (issue 18): on a ticket whose trip has left and is not yet due, to its live
 * tracking page; nothing otherwise. The ticket's own link carries the page's token, so it opens
 * from a saved ticket too.
 */
export function TrackBusLink({ link }: { link: TrackingLink | undefined }) {
  const now = useNow();
  if (!link || !trackingOpen(link, now)) return null;
  return (
    <Button
      variant="light"
      w="fit-content"
      renderRoot={(props) => <Link {...props} to="/track-bus/$token/$trackerId" params={{ token: link.token, trackerId: link.trackerId }} />}
    >
      Track bus
    </Button>
  );
}
