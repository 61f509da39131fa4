import { defineCall } from '../call';
import { pickupAreasResponse, terminalDirectoryResponse } from '../places';

/** The settings service's place directory behind /Bus-Terminal and /Pickupservice (contract/places.ts). */

export const terminalDirectory = defineCall({ service: 'settings', method: 'GET', path: '/Terminal/directory', response: terminalDirectoryResponse });
export const pickupLocations = defineCall({ service: 'settings', method: 'GET', path: '/PickupLocations', response: pickupAreasResponse });
