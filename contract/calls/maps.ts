import { defineCall } from '../call';
import { autocompleteQuery, autocompleteResponse, distanceByPlaceQuery, distanceResponse, placeDetailsQuery, placeDetailsResponse } from '../maps';

/** The maps service (spec 2 §7.4), from our own gazetteer (contract/maps.ts). Import as a namespace (`import * as mapsCalls`). */

export const autocomplete = defineCall({ service: 'maps', method: 'GET', path: '/api/Google/autocomplete', query: autocompleteQuery, response: autocompleteResponse });
export const placeDetails = defineCall({ service: 'maps', method: 'GET', path: '/api/Google/placedetails', query: placeDetailsQuery, response: placeDetailsResponse });
export const distanceByPlace = defineCall({
  service: 'maps', method: 'GET', path: '/api/Google/getdistancewithplaceid', query: distanceByPlaceQuery, response: distanceResponse,
});
