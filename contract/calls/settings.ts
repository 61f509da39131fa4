import * as v from 'valibot';
import { defineCall } from '../call';
import {
  countryCodeParam, destinationListResponse, popularRoutesQuery, popularRoutesResponse, routeFaresParams, routeFaresResponse, terminalIdParam,
  terminalListResponse, terminalResponse,
} from '../settings';
import { intLike } from '../validation';

/**
 * The settings service (spec 2 §7.2): terminals, fares and routes, what planning a trip reads (the
 * place directory is in places.ts, the forms in forms.ts: each file is bundled whole wherever one of
 * its calls is used). Import as a namespace (`import * as settingsCalls`).
 */

export const departureTerminals = defineCall({
  service: 'settings', method: 'GET', path: '/Terminal/DepartureTerminalsByCountryCode/:countryCode', params: countryCodeParam, response: terminalListResponse,
});
export const destinationTerminals = defineCall({
  service: 'settings', method: 'GET', path: '/Terminal/GetDestinationTerminals/:id', params: terminalIdParam, response: destinationListResponse,
});
export const terminal = defineCall({ service: 'settings', method: 'GET', path: '/terminal/:id', params: terminalIdParam, response: terminalResponse });
/** Every terminal, departure or not, with its logo (the place directory; see contract/places.ts). */
/** The ids go in the path and again in the query, as upstream expects; the server reads the path. */
export const routeFares = defineCall({
  service: 'settings',
  method: 'GET',
  path: '/Fares/GetRouteFares/:departureTerminalId/:destinationTerminalId',
  params: routeFaresParams,
  query: v.object({ departureTerminalId: v.optional(intLike('A terminal number.')), destinationTerminalId: v.optional(intLike('A terminal number.')) }),
  response: routeFaresResponse,
});
export const popularRoutes = defineCall({ service: 'settings', method: 'GET', path: '/Route/getpopularroutes', query: popularRoutesQuery, response: popularRoutesResponse });

