/** Query keys for places data; every key starts with the resource it caches. */
export const placesKeys = {
  departures: (countryCode: string) => ['terminals', 'departures', countryCode] as const,
  destinations: (departureId: number) => ['terminals', 'destinations', departureId] as const,
  routeFares: (from: number, to: number) => ['fares', from, to] as const,
  directory: () => ['terminals', 'directory'] as const,
  pickupAreas: () => ['pickup-areas'] as const,
};
