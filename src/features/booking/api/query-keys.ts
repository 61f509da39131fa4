import type { TripSearch } from '@contract/trip-search';

/** Query keys for booking data (terminal lists: src/entities/terminals). */
export const bookingKeys = {
  popularRoutes: (noOfDays: number, noOfRoutes: number) => ['routes', 'popular', noOfDays, noOfRoutes] as const,
  tripSearches: ['trips', 'search'] as const,
  tripSearch: (s: TripSearch) => ['trips', 'search', s.from, s.to, s.date, s.returnDate ?? '', s.adults] as const,
};
