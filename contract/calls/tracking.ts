import { defineCall } from '../call';
import { failureEnvelopeSchema } from '../envelope';
import { trackingTripResponse, trackVehicleParams, vehicleTripQuery } from '../tracking';

/**
 * Live bus tracking (spec 2 §7.3, contract/tracking.ts), in the booking service. Each takes the
 * page's tracking token as its bearer. Import as a namespace (`import * as trackingCalls`).
 */

/** The trip the vehicle with this IMEI is on (the token's): route, ETA and both terminals. */
export const vehicleTrip = defineCall({ service: 'booking', method: 'GET', path: '/AutoTrack/vehicletrip', query: vehicleTripQuery, response: trackingTripResponse });
/** The same by the vehicle trip registration id (the token's trip). */
export const trackVehicle = defineCall({ service: 'booking', method: 'GET', path: '/AutoTrack/trackvehicle/:id', params: trackVehicleParams, response: trackingTripResponse });
/**
 * The live socket's address (spec 2 §7.3 'Realtime socket with bearer token'): a WebSocket, not a
 * call for apiCall. Asked as a plain request it answers 426 in the envelope.
 */
export const liveLocation = defineCall({ service: 'booking', method: 'GET', path: '/AutoTrack/live', response: failureEnvelopeSchema });
