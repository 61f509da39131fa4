import * as v from 'valibot';

/**
 * A ticket's way to its bus (issue 18), on each seat row of a confirmed booking's status and on
 * each leg of its ticket: the tracking page's token and the vehicle's tracker id (its IMEI), and
 * the moments the link is for. Kept apart from contract/tracking.ts, and to the schema alone: the
 * booking status schema is in every page's first load, and this rides in it.
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
