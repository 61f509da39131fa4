import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { INT4_MAX, intLike } from './validation';

/** Spec 2 §7.2, the settings service: terminals, fares and routes. */

const id = v.pipe(intLike(), v.minValue(1), v.maxValue(INT4_MAX));
export const terminalIdParam = v.object({ id });
export type TerminalIdParam = v.InferOutput<typeof terminalIdParam>;

export const countryCodeParam = v.object({
  countryCode: v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'Country code must be two letters.')),
});

export const terminalSchema = v.object({
  id: v.number(),
  terminalId: v.number(),
  terminalName: v.string(),
  state: v.string(),
  address: v.string(),
  phoneNumber: v.string(),
  email: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type Terminal = v.InferOutput<typeof terminalSchema>;
export const terminalListResponse = envelopeSchema(v.array(terminalSchema));
export const terminalResponse = envelopeSchema(terminalSchema);

export const destinationSchema = v.object({ terminalId: v.number(), terminalName: v.string() });
export type Destination = v.InferOutput<typeof destinationSchema>;
export const destinationListResponse = envelopeSchema(v.array(destinationSchema));

export const routeFaresParams = v.object({ departureTerminalId: id, destinationTerminalId: id });
export const routeFareSchema = v.object({
  vehicleModelName: v.string(),
  routeName: v.string(),
  /** kobo */
  amount: v.pipe(v.number(), v.integer()),
});
export type RouteFare = v.InferOutput<typeof routeFareSchema>;
export const routeFaresResponse = envelopeSchema(v.array(routeFareSchema));

const positiveInt = (max: number) =>
  v.pipe(v.string(), v.transform(Number), v.integer('Must be a whole number.'), v.minValue(1), v.maxValue(max));
export const popularRoutesQuery = v.object({
  noOfDays: v.optional(positiveInt(30), '5'),
  noOfRoutes: v.optional(positiveInt(20), '5'),
});
export const popularRouteSchema = v.object({
  id: v.number(),
  routeName: v.string(),
  departureTerminalId: v.number(),
  destinationTerminalId: v.number(),
});
export type PopularRoute = v.InferOutput<typeof popularRouteSchema>;
export const popularRoutesResponse = envelopeSchema(v.array(popularRouteSchema));

/** Terminals named like the route arrow are placeholders upstream; never offer them. */
export const isRealTerminalName = (name: string) => name.trim() !== '==>' && name.trim() !== '';
