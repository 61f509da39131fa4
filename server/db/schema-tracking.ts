import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trips } from './schema';

/**
 * Live tracking (issue 18, server/services/tracking/): the vehicle each scheduled trip
 * runs with, known by its GPS tracker's IMEI (the tracking page's tracker id) and its plate.
 *
 * The seed has no fleet roster of coaches for scheduled trips, so each departure gets its own
 * tracker (server/seed/trip-vehicles.ts, deterministic from the trip's slot); a real roster or
 * telematics account would fill this table instead. The unique IMEI is what the tracking calls and
 * the simulator find a trip by.
 */
export const tripVehicles = pgTable('trip_vehicles', {
  tripId: integer('trip_id').primaryKey().references(() => trips.id, { onDelete: 'cascade' }),
  imei: text('imei').notNull(),
  plate: text('plate').notNull(),
}, (t) => [uniqueIndex('trip_vehicles_imei_uq').on(t.imei)]);
