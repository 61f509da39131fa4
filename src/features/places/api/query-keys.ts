/** Query keys for places data; every key starts with the resource it caches. */
export const placesKeys = {
  routeFares: (from: number, to: number) => ['fares', from, to] as const,
  directory: () => ['terminals', 'directory'] as const,
  pickupAreas: () => ['pickup-areas'] as const,
};
