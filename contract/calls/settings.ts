import * as v from 'valibot';
import { defineCall } from '../call';
import { feedbackRequest, formReceiptResponse, idempotencyHeader, partnerEnquiryRequest, routeSuggestionRequest } from '../forms';
import { pickupAreasResponse, terminalDirectoryResponse } from '../places';
import {
  countryCodeParam, destinationListResponse, popularRoutesQuery, popularRoutesResponse, routeFaresParams, routeFaresResponse, terminalIdParam,
  terminalListResponse, terminalResponse,
} from '../settings';
import { intLike } from '../validation';

/**
 * The settings service (spec 2 §7.2, §7.8): terminals, fares, routes, the place directory and the
 * forms. Import as a namespace (`import * as settingsCalls`), so a page bundles only what it calls.
 */

export const departureTerminals = defineCall({
  service: 'settings', method: 'GET', path: '/Terminal/DepartureTerminalsByCountryCode/:countryCode', params: countryCodeParam, response: terminalListResponse,
});
export const destinationTerminals = defineCall({
  service: 'settings', method: 'GET', path: '/Terminal/GetDestinationTerminals/:id', params: terminalIdParam, response: destinationListResponse,
});
export const terminal = defineCall({ service: 'settings', method: 'GET', path: '/terminal/:id', params: terminalIdParam, response: terminalResponse });
/** Every terminal, departure or not, with its logo (the place directory; see contract/places.ts). */
export const terminalDirectory = defineCall({ service: 'settings', method: 'GET', path: '/Terminal/directory', response: terminalDirectoryResponse });
export const pickupLocations = defineCall({ service: 'settings', method: 'GET', path: '/PickupLocations', response: pickupAreasResponse });
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
/** The three forms need an Idempotency-Key; a replay answers the first receipt. */
export const feedback = defineCall({
  service: 'settings', method: 'POST', path: '/api/CustomerFeedbacks', headers: idempotencyHeader, body: feedbackRequest, response: formReceiptResponse,
});
export const suggestRoute = defineCall({
  service: 'settings', method: 'POST', path: '/route/addnewsuggestedroute', headers: idempotencyHeader, body: routeSuggestionRequest, response: formReceiptResponse,
});
export const partnerEnquiry = defineCall({
  service: 'settings', method: 'POST', path: '/PartnerEnquiry', headers: idempotencyHeader, body: partnerEnquiryRequest, response: formReceiptResponse,
});

