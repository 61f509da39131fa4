import type { HireCriteria } from '../hire-search';

/** Keys of the hire's and the maps service's cached reads; each starts with the resource it caches. */
export const hireKeys = {
  all: ['hire'] as const,
  searches: ['hire', 'search'] as const,
  search: (c: HireCriteria) => ['hire', 'search', c.from, c.to, c.date, c.returnDate ?? '', c.night] as const,
  status: (reference: string) => ['hire', 'status', reference] as const,
  confirm: (reference: string) => ['hire', 'confirm', reference] as const,
};

export const mapsKeys = {
  suggestions: (input: string) => ['maps', 'autocomplete', input.toLowerCase()] as const,
  place: (placeId: string) => ['maps', 'place', placeId] as const,
  distance: (origin: string, destination: string) => ['maps', 'distance', origin, destination] as const,
};
