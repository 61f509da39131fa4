import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { terminalNameEntries, withTerminalNames } from './terminal-names';
import { INT4_MAX, intLike } from './validation';

/** Spec 2 §7.2, the settings service: terminals, fares and routes. */

const TERMINAL_ID = 'A terminal is named by its number (1 or more).';
const id = v.pipe(intLike(TERMINAL_ID), v.minValue(1, TERMINAL_ID), v.maxValue(INT4_MAX, `Terminal numbers go up to ${INT4_MAX}.`));
export const terminalIdParam = v.object({ id });

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
export const routeFareSchema = v.pipe(
  v.object({
    vehicleModelName: v.string(),
    routeName: v.string(),
    ...terminalNameEntries,
    /** kobo */
    amount: v.pipe(v.number(), v.integer()),
  }),
  v.transform(withTerminalNames),
);
export type RouteFare = v.InferOutput<typeof routeFareSchema>;
export const routeFaresResponse = envelopeSchema(v.array(routeFareSchema));

const countUpTo = (max: number, what: string) => {
  const message = `The number of ${what} is a whole number from 1 to ${max}.`;
  return v.pipe(v.string(message), v.transform(Number), v.integer(message), v.minValue(1, message), v.maxValue(max, message));
};
export const popularRoutesQuery = v.object({
  noOfDays: v.optional(countUpTo(30, 'days'), '5'),
  noOfRoutes: v.optional(countUpTo(20, 'routes'), '5'),
});
export const popularRouteSchema = v.pipe(
  v.object({
    id: v.number(),
    routeName: v.string(),
    ...terminalNameEntries,
    departureTerminalId: v.number(),
    destinationTerminalId: v.number(),
  }),
  v.transform(withTerminalNames),
);
export type PopularRoute = v.InferOutput<typeof popularRouteSchema>;
export const popularRoutesResponse = envelopeSchema(v.array(popularRouteSchema));

/** Terminals named like the route arrow are placeholders upstream; never offer them. */
export const isRealTerminalName = (name: string) => name.trim() !== '==>' && name.trim() !== '';
