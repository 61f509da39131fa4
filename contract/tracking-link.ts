import * as v from 'valibot';

/**
 * A ticket's way to its bus (issue 18), on each seat row of a confirmed booking's status and on
 * each leg of its ticket: the tracking page's token and the vehicle's tracker id (its IMEI), and
 * the moments the link is for. Kept apart from contract/tracking.ts so the tickets, which must
 * open offline at once, carry four strings and not the tracking page's schemas.
 */
export const trackingLinkSchema = v.object({
  /** Signed by the server, bound to this trip and vehicle; it stops working a little after arrivesAt. */
  token: v.string(),
  /** The vehicle's tracker (IMEI): the page's second route parameter. */
  trackerId: v.string(),
  /** ISO instants: the link shows from departure until the bus is due at its destination. */
  departsAt: v.string(),
  arrivesAt: v.string(),
});
export type TrackingLink = v.InferOutput<typeof trackingLinkSchema>;

/** Whether a ticket shows 'Track bus' now: once its trip has left, until it is due to arrive. */
export function trackingOpen(link: Pick<TrackingLink, 'departsAt' | 'arrivesAt'>, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(link.departsAt) <= t && t < Date.parse(link.arrivesAt);
}

/** The tracking page of a link: /track-bus/$token/$trackerId. */
export const trackingPath = (link: Pick<TrackingLink, 'token' | 'trackerId'>) =>
  `/track-bus/${encodeURIComponent(link.token)}/${encodeURIComponent(link.trackerId)}`;
