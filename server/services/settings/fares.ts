import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { fares, routes, terminals, vehicleModels } from '../../db/schema';
import type { PopularRoute, RouteFare } from '../../../contract/settings';

const dep = alias(terminals, 'dep');
const dest = alias(terminals, 'dest');
/** A route's two terminals by name, beside its 'A ==> B' name. */
const terminalNames = { departureTerminalName: dep.name, destinationTerminalName: dest.name };

/** Each vehicle model's fare between two terminals, cheapest first; empty when no route exists. */
export async function routeFares(db: Db, from: number, to: number): Promise<RouteFare[]> {
  return db
    .select({ vehicleModelName: vehicleModels.name, routeName: routes.name, ...terminalNames, amount: fares.amountKobo })
    .from(fares)
    .innerJoin(routes, eq(routes.id, fares.routeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, fares.vehicleModelId))
    .innerJoin(dep, eq(dep.id, routes.departureTerminalId))
    .innerJoin(dest, eq(dest.id, routes.destinationTerminalId))
    .where(and(eq(routes.departureTerminalId, from), eq(routes.destinationTerminalId, to)))
    .orderBy(asc(fares.amountKobo));
}

/** The busiest routes by their editorial rank (spec 2 §7.2: noOfRoutes of them). */
export async function popularRoutes(db: Db, noOfRoutes: number): Promise<PopularRoute[]> {
  return db
    .select({
      id: routes.id,
      routeName: routes.name,
      ...terminalNames,
      departureTerminalId: routes.departureTerminalId,
      destinationTerminalId: routes.destinationTerminalId,
    })
    .from(routes)
    .innerJoin(dep, eq(dep.id, routes.departureTerminalId))
    .innerJoin(dest, eq(dest.id, routes.destinationTerminalId))
    .where(isNotNull(routes.popularRank))
    .orderBy(asc(routes.popularRank))
    .limit(noOfRoutes);
}
