/** Keys of the tracking page's reads: per tracker and token (a new link for the same bus is a new entry). */
export const trackingKeys = {
  all: ['tracking'] as const,
  trip: (trackerId: string, token: string) => ['tracking', 'trip', trackerId, token] as const,
  location: (trackerId: string, token: string) => ['tracking', 'location', trackerId, token] as const,
};
