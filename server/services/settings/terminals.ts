import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickupLocations, routes, terminals } from '../../db/schema';
import { isRealTerminalName, type Destination, type Terminal } from '../../../contract/settings';
import type { DirectoryTerminal, PickupArea } from '../../../contract/places';

/** One logo for every terminal: the company's, served from public/. */
const TERMINAL_LOGO = '/terminal-logo.svg';

const toTerminal = (t: typeof terminals.$inferSelect): Terminal => ({
  id: t.id,
  terminalId: t.id,
  terminalName: t.name,
  state: t.state,
  address: t.address,
  phoneNumber: t.phoneNumber,
  email: t.email,
  latitude: t.latitude,
  longitude: t.longitude,
});

/** Terminals that have at least one route out, for a country, by name. */
export async function departureTerminals(db: Db, countryCode: string): Promise<Terminal[]> {
  const rows = await db
    .selectDistinct({ t: terminals })
    .from(terminals)
    .innerJoin(routes, eq(routes.departureTerminalId, terminals.id))
    .where(and(eq(terminals.countryCode, countryCode), eq(terminals.isDeparture, true)))
    .orderBy(asc(terminals.name));
  return rows.map((r) => toTerminal(r.t));
}

export async function terminalById(db: Db, id: number): Promise<Terminal | undefined> {
  const [row] = await db.select().from(terminals).where(eq(terminals.id, id));
  return row ? toTerminal(row) : undefined;
}

/** Where one can travel from a terminal: the other ends of its routes, by name. */
export async function destinationTerminals(db: Db, departureId: number): Promise<Destination[]> {
  const rows = await db
    .select({ terminalId: terminals.id, terminalName: terminals.name })
    .from(routes)
    .innerJoin(terminals, eq(terminals.id, routes.destinationTerminalId))
    .where(eq(routes.departureTerminalId, departureId))
    .orderBy(asc(terminals.name));
  return rows;
}

/** Every terminal for the Bus Terminals page: departure or not, by name. */
export async function terminalDirectory(db: Db): Promise<DirectoryTerminal[]> {
  const rows = await db.select().from(terminals).orderBy(asc(terminals.name));
  return rows.filter((t) => isRealTerminalName(t.name)).map((t) => ({ ...toTerminal(t), logo: TERMINAL_LOGO }));
}

export async function pickupAreas(db: Db): Promise<PickupArea[]> {
  const rows = await db.select().from(pickupLocations).orderBy(asc(pickupLocations.id));
  return rows.map((r) => ({ id: r.id, state: r.state, terminal: r.terminal, location: r.locations, latitude: r.latitude, longitude: r.longitude }));
}
