import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { pickupLocationSchema } from './pickup';
import { terminalSchema } from './settings';

/**
 * The place directory behind /Bus-Terminal and /Pickupservice. Upstream shipped both lists inside
 * the app (spec 1 §3, "static list"); here the server owns them and the service worker fetches
 * them at install, so they are on the phone before the traveller first needs them.
 */

/** GET /api/settings/Terminal/directory: every terminal, departure or not, by name. */
export const directoryTerminalSchema = v.object({
  ...terminalSchema.entries,
  /** A same-origin image path. */
  logo: v.string(),
});
export type DirectoryTerminal = v.InferOutput<typeof directoryTerminalSchema>;
export const terminalDirectoryResponse = envelopeSchema(v.array(directoryTerminalSchema));

/** GET /api/settings/PickupLocations: the registered pick-up areas with a map point each. */
export const pickupAreaSchema = v.object({
  ...pickupLocationSchema.entries,
  latitude: v.number(),
  longitude: v.number(),
});
export type PickupArea = v.InferOutput<typeof pickupAreaSchema>;
export const pickupAreasResponse = envelopeSchema(v.array(pickupAreaSchema));

/** Spec 1 §2: the map's default view, Lagos. */
export const DEFAULT_MAP_VIEW = { latitude: 6.52, longitude: 3.38, zoom: 18 } as const;

/** Spec 1 §2: an empty pick-up search shows this area's list. */
export const DEFAULT_PICKUP_AREA = { state: 'Lagos', terminal: 'Ajah' } as const;
