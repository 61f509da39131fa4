import type { CompleteSearch } from '../draft/search-params';

/**
 * Query keys for booking data. Terminal keys have the same values as the places feature's, so
 * both features share one cached terminal list without importing each other.
 */
export const bookingKeys = {
  departures: (countryCode: string) => ['terminals', 'departures', countryCode] as const,
  destinations: (departureId: number) => ['terminals', 'destinations', departureId] as const,
  popularRoutes: (noOfDays: number, noOfRoutes: number) => ['routes', 'popular', noOfDays, noOfRoutes] as const,
  tripSearches: ['trips', 'search'] as const,
  tripSearch: (s: CompleteSearch) => ['trips', 'search', s.from, s.to, s.date, s.returnDate ?? '', s.adults] as const,
};
