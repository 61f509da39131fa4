import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { INT4_MAX } from './validation';

/**
 * Spec 2 §7.3 and §3, live bus tracking (/api/booking/AutoTrack/*, issue 18): the trip a vehicle
 * is on (route, ETA, both terminals), and the live socket that answers where the bus is.
 *
 * Every tracking call and the socket take a tracking token as their bearer (spec 2 §6: 'tracking
 * calls send … a token from the route'): the /track-bus/$token/$trackerId page's own token, signed
 * by the server for one trip and its vehicle, given with a confirmed booking's ticket and good
 * until a little after the bus is due (TRACKING_GRACE_MINUTES). So a stranger cannot follow a bus
 * by guessing tracker ids.
 */

/** Spec 2 §8, word for word (the spec's 'locatioon' is kept). */
export const TRACKING_MESSAGES = {
  fetching: 'Fetching Bus Location...',
  cannotLocate: "Can't get vehicle locatioon",
  failed: 'Something went wrong, please refresh and try again!',
  invalid: 'Invalid Information!',
  /** Ours: the socket's address answered as a plain request. */
  socketOnly: 'This address is a WebSocket: open it as one, with a tracking token.',
} as const;

/** Spec 2 §9 'tracking refresh 300000 ms': the page asks where the bus is again this often. */
export const TRACKING_REFRESH_MS = 300_000;
/** A tracking token works until the bus is due plus this: a late bus can still be followed in. */
export const TRACKING_GRACE_MINUTES = 30;

/**
 * The socket (GET /api/booking/AutoTrack/live, upgraded): plain WebSocket with JSON messages
 * shaped as the spec's named events. A browser cannot set an Authorization header on a WebSocket,
 * so the bearer rides in the subprotocol list, as `bearer.<token>` beside TRACKING_SOCKET_PROTOCOL
 * (which the server picks): it stays out of URLs and request logs.
 */
export const TRACKING_SOCKET_PROTOCOL = 'freely-track';
export const TRACKING_BEARER_PREFIX = 'bearer.';
/** How the server closes the socket: after its one answer, or with a refusal the page words as TRACKING_MESSAGES.invalid. */
export const TRACKING_CLOSE = {
  answered: 1000,
  badRequest: 4400,
  badToken: 4401,
  otherVehicle: 4403,
  /** No get-location within TRACKING_SOCKET_IDLE_MS of opening. */
  idle: 4408,
} as const;
export const TRACKING_SOCKET_IDLE_MS = 10_000;
/** The socket's close codes that mean the token or the request was refused (not a failed link). */
export const TRACKING_REFUSALS: readonly number[] = [TRACKING_CLOSE.badRequest, TRACKING_CLOSE.badToken, TRACKING_CLOSE.otherVehicle];

/** A tracker id: the vehicle's IMEI, 15 digits. */
export const IMEI_PATTERN = /^\d{15}$/;
export const imeiSchema = v.pipe(v.string(TRACKING_MESSAGES.invalid), v.trim(), v.regex(IMEI_PATTERN, TRACKING_MESSAGES.invalid));

/** GET /AutoTrack/vehicletrip?vehicleImei= */
export const vehicleTripQuery = v.object({ vehicleImei: imeiSchema });
/** GET /AutoTrack/trackvehicle/:id, the vehicle trip registration id (spec 2 §7.3 'track vehicle by id'). */
export const trackVehicleParams = v.object({
  id: v.pipe(v.string(), v.maxLength(10, TRACKING_MESSAGES.invalid), v.regex(/^\d+$/, TRACKING_MESSAGES.invalid), v.transform(Number), v.minValue(1, TRACKING_MESSAGES.invalid), v.maxValue(INT4_MAX, TRACKING_MESSAGES.invalid)),
});

const position = { latitude: v.number(), longitude: v.number() };

/** Spec 1 §3 'Tracking response', with what the page also shows (ours: the names below route's). */
export const trackingTripSchema = v.object({
  /** 'Lagos (Jibowu) ==> Abuja (Utako)'. */
  route: v.string(),
  /** ISO instant the bus is due (the timetable's arrival: departure plus the route's duration). */
  estimatedTimeOfArrival: v.string(),
  departureTerminalResponse: v.object({ ...position, departureTerminal: v.string() }),
  destinationTerminalResponse: v.object({ ...position, destinationTerminal: v.string() }),
  vehicleTripRegistrationId: v.number(),
  vehicleImei: v.string(),
  vehicleName: v.string(),
  /** The bus's number plate, for the traveller to know it at a stop. */
  plate: v.string(),
  /** ISO instant of departure. */
  departsAt: v.string(),
  /** The planned road from terminal to terminal, [longitude, latitude] pairs (GeoJSON order), for the map's line. */
  routePath: v.array(v.tuple([v.number(), v.number()])),
});
export type TrackingTrip = v.InferOutput<typeof trackingTripSchema>;
export const trackingTripResponse = envelopeSchema(trackingTripSchema);

// ---- the socket's events --------------------------------------------------------------------

/**
 * The page's one request per connection: `{ event: 'get-location', data: { imei, value } }`. The
 * spec names `value` without saying what it holds; the page sends 'location', the server reads
 * only the imei (which must be the token's vehicle).
 */
export const getLocationMessageSchema = v.object({
  event: v.literal('get-location'),
  data: v.object({
    imei: imeiSchema,
    value: v.optional(v.union([v.pipe(v.string(), v.maxLength(40)), v.number(), v.boolean()])),
  }),
});
export type GetLocationMessage = v.InferInput<typeof getLocationMessageSchema>;

/** Where the bus stands against its timetable (ours, beside the spec's msg). */
export const TRIP_STAGES = ['waiting', 'moving', 'arrived'] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

/** Spec 1 §3 'live location message', plus when the fix was taken and the trip's stage. */
export const receivedDataSchema = v.object({
  /** false: no fix (TRACKING_MESSAGES.cannotLocate in msg). */
  status: v.boolean(),
  latitude: v.number(),
  longitude: v.number(),
  /** km/h. */
  speed: v.number(),
  msg: v.string(),
  /** ISO instant the position was taken; absent when status is false. */
  takenAt: v.optional(v.string()),
  stage: v.optional(v.picklist(TRIP_STAGES)),
});
export type ReceivedData = v.InferOutput<typeof receivedDataSchema>;

/** The server's one answer: `{ event: 'location-response', data: { received_data } }`, then it closes the socket. */
export const locationResponseMessageSchema = v.object({
  event: v.literal('location-response'),
  data: v.object({ received_data: receivedDataSchema }),
});
export type LocationResponseMessage = v.InferOutput<typeof locationResponseMessageSchema>;

/** What msg says of a fix, by stage. */
export const STAGE_MESSAGES: Readonly<Record<TripStage, string>> = {
  waiting: 'The bus has not left yet.',
  moving: 'The bus is on its way.',
  arrived: 'The bus has arrived.',
};
