import { QUANTITIES, QUANTITY_MAX, type HireCriteria, type SelectBusHireSearch } from './hire-search';

// Apart from hire-search.ts, which the route definitions bring into the app's first load: these
// serve the hire pages only.

/** The URL search of a hire search (night only when retained, so a one-way link stays short). */
export function criteriaSearch(c: HireCriteria, extra: { km?: number | null; q?: string } = {}): SelectBusHireSearch {
  return {
    from: c.from,
    to: c.to,
    date: c.date,
    ...(c.returnDate ? { returnDate: c.returnDate } : {}),
    ...(c.returnDate && c.night ? { night: true } : {}),
    ...(extra.km !== undefined && extra.km !== null ? { km: extra.km } : {}),
    ...(extra.q ? { q: extra.q } : {}),
  };
}

/** Chosen quantity per vehicle model id; a model not chosen is absent. */
export type Quantities = Readonly<Record<number, number>>;

export function parseQuantities(q: string | undefined): Quantities {
  if (!q || !QUANTITIES.test(q)) return {};
  const out: Record<number, number> = {};
  for (const part of q.split('-')) {
    const [id, quantity] = part.split('x').map(Number) as [number, number];
    if (id > 0 && quantity > 0) out[id] = Math.min(QUANTITY_MAX, quantity);
  }
  return out;
}

/** '12x2-15x1' in model id order, or undefined when nothing is chosen. */
export function formatQuantities(quantities: Quantities): string | undefined {
  const parts = Object.entries(quantities)
    .map(([id, quantity]) => [Number(id), quantity] as const)
    .filter(([id, quantity]) => id > 0 && quantity > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, quantity]) => `${id}x${Math.min(QUANTITY_MAX, quantity)}`);
  return parts.length > 0 ? parts.join('-') : undefined;
}
