import { ROUTE_ARROW } from '../../contract/limits';
import type { routes } from '../db/schema';
import { seedTerminals, type SeedTerminal } from './terminals';

export type SeedRoute = typeof routes.$inferSelect;

/**
 * Terminal pairs served in both directions, each pair listed once. Pairs left out on purpose
 * (Jos ↔ Calabar, Lagos terminals among themselves, Kaduna ↔ Port Harcourt's neighbours…) are
 * the "no route" cases.
 */
const LINKS: Readonly<Record<string, readonly string[]>> = {
  'Lagos (Jibowu)': ['Abuja (Utako)', 'Abuja (Zuba)', 'Benin (Akpakpava)', 'Benin (Uselu)', 'Auchi', 'Ekpoma',
    'Port Harcourt', 'Aba', 'Umuahia', 'Onitsha', 'Awka', 'Asaba', 'Warri', 'Yenagoa', 'Enugu', 'Nsukka', 'Owerri',
    'Uyo', 'Calabar', 'Kaduna', 'Jos', 'Ibadan'],
  'Lagos (Iyana Ipaja)': ['Benin (Akpakpava)', 'Benin (Uselu)', 'Abuja (Utako)', 'Abuja (Zuba Park)', 'Onitsha',
    'Asaba', 'Enugu', 'Owerri', 'Port Harcourt', 'Ibadan'],
  'Lagos (Ajah)': ['Benin (Akpakpava)', 'Abuja (Utako)', 'Onitsha', 'Enugu', 'Owerri', 'Port Harcourt'],
  'Lagos (Festac)': ['Benin (Akpakpava)', 'Abuja (Utako)', 'Onitsha', 'Asaba', 'Enugu', 'Owerri', 'Aba',
    'Port Harcourt'],
  'Lagos (Ikotun)': ['Benin (Uselu)', 'Abuja (Zuba)', 'Onitsha', 'Enugu', 'Owerri'],
  'Lagos (Maza Maza)': ['Benin (Akpakpava)', 'Onitsha', 'Asaba', 'Enugu', 'Owerri', 'Port Harcourt'],
  'Lagos (Cele)': ['Benin (Akpakpava)', 'Abuja (Utako)', 'Onitsha', 'Enugu'],
  'Lagos (Akowonjo)': ['Benin (Uselu)', 'Abuja (Zuba)', 'Onitsha', 'Ibadan'],
  'Benin (Akpakpava)': ['Abuja (Utako)', 'Abuja (Zuba)', 'Auchi', 'Ekpoma', 'Port Harcourt', 'Onitsha', 'Asaba',
    'Warri', 'Owerri', 'Enugu', 'Calabar', 'Yenagoa', 'Ibadan'],
  'Benin (Uselu)': ['Abuja (Utako)', 'Abuja (Zuba Park)', 'Auchi', 'Ekpoma', 'Onitsha', 'Enugu', 'Kaduna'],
  'Auchi': ['Abuja (Utako)', 'Abuja (Zuba)', 'Kaduna'],
  'Ekpoma': ['Abuja (Zuba)', 'Onitsha'],
  'Abuja (Utako)': ['Port Harcourt', 'Aba', 'Onitsha', 'Asaba', 'Enugu', 'Nsukka', 'Owerri', 'Uyo', 'Calabar',
    'Kaduna', 'Jos', 'Ibadan'],
  'Abuja (Zuba)': ['Onitsha', 'Enugu', 'Port Harcourt', 'Kaduna', 'Jos'],
  'Abuja (Zuba Park)': ['Onitsha', 'Asaba', 'Enugu', 'Kaduna'],
  'Abuja (Jabi)': ['Port Harcourt', 'Enugu', 'Kaduna', 'Jos'],
  'Port Harcourt': ['Aba', 'Umuahia', 'Onitsha', 'Yenagoa', 'Enugu', 'Owerri', 'Uyo', 'Calabar', 'Kaduna'],
  'Enugu': ['Umuahia', 'Onitsha', 'Awka', 'Owerri', 'Calabar', 'Kaduna', 'Jos'],
  'Onitsha': ['Aba', 'Yenagoa', 'Owerri', 'Calabar'],
  'Owerri': ['Asaba', 'Uyo', 'Calabar'],
  'Warri': ['Asaba', 'Yenagoa'],
  'Ughelli': ['Asaba', 'Port Harcourt', 'Abuja (Utako)'],
  'Kaduna': ['Jos'],
  'Calabar': ['Uyo', 'Aba'],
};

/** The busiest directed routes, shown first as popular routes (spec 2 §7.2). */
const POPULAR: readonly string[] = [
  'Lagos (Jibowu) ==> Abuja (Utako)',
  'Lagos (Jibowu) ==> Benin (Akpakpava)',
  'Benin (Akpakpava) ==> Lagos (Iyana Ipaja)',
  'Lagos (Jibowu) ==> Port Harcourt',
  'Lagos (Jibowu) ==> Enugu',
  'Abuja (Utako) ==> Kaduna',
  'Lagos (Jibowu) ==> Onitsha',
  'Abuja (Utako) ==> Lagos (Jibowu)',
];

/** Roads wind: great-circle distance times this factor approximates the road distance. */
const ROAD_FACTOR = 1.3;
const AVERAGE_KMH = 60;

export const routeName = (departure: string, destination: string) => `${departure} ${ROUTE_ARROW} ${destination}`;

/** Great-circle distance in km between two terminals. */
export function greatCircleKm(a: SeedTerminal, b: SeedTerminal): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A route's id is derived from its terminal pair, so adding a link never renumbers existing routes. */
export const routeId = (departureTerminalId: number, destinationTerminalId: number) =>
  departureTerminalId * 1000 + destinationTerminalId;

function buildRoutes(): SeedRoute[] {
  const byName = new Map(seedTerminals.map((t) => [t.name, t]));
  const find = (name: string): SeedTerminal => {
    const terminal = byName.get(name);
    if (!terminal) throw new Error(`Unknown terminal in route links: ${name}`);
    return terminal;
  };
  const built: SeedRoute[] = [];
  for (const [from, partners] of Object.entries(LINKS)) {
    for (const to of partners) {
      const a = find(from);
      const b = find(to);
      const distanceKm = Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
      const durationMinutes = Math.round((distanceKm / AVERAGE_KMH) * 60 / 5) * 5;
      for (const [dep, dest] of [[a, b], [b, a]] as const) {
        const name = routeName(dep.name, dest.name);
        const rank = POPULAR.indexOf(name);
        built.push({
          id: routeId(dep.id, dest.id),
          departureTerminalId: dep.id,
          destinationTerminalId: dest.id,
          name,
          distanceKm,
          durationMinutes,
          popularRank: rank === -1 ? null : rank + 1,
        });
      }
    }
  }
  return built.sort((x, y) => x.id - y.id);
}

/** Directed routes ordered by id. */
export const seedRoutes: readonly SeedRoute[] = buildRoutes();
