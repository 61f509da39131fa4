import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { LIMITS, text } from './validation';

/**
 * Spec 2 §7.4, the maps service (/api/maps): place search as the traveller types, a place's
 * address, and road distances. Upstream forwards to Google; ours answers from its own Nigerian
 * gazetteer (terminals, pick-up points, towns and cities, states and LGAs) and road network
 * (server/providers/places/), with room for a real provider when a key is configured.
 */

/** Spec 1 §5: search starts at this many characters, debounced (the dashboard's 'more than 3' is the other reading). */
export const PLACE_SEARCH_MIN_CHARS = 3;
export const PLACE_SEARCH_DEBOUNCE_MS = 500;
/** Spec 2 §9: a search session's token, random alphanumeric. */
export const SESSION_TOKEN_LENGTH = 15;
/** Suggestions per answer. */
export const PLACE_SUGGESTIONS_MAX = 8;

export const MAPS_MESSAGES = {
  placeNotFound: 'We could not find that place. Please choose one from the suggestions.',
  distanceFailed: 'We could not work out the road distance between these places. Please try again.',
  samePlace: 'Pick-up and drop-off must be different places.',
  unavailable: 'Place search is not available right now. Please try again shortly.',
  sessionToken: `The session token is ${SESSION_TOKEN_LENGTH} letters and digits.`,
} as const;

/** Our place ids: opaque to the app ('ng:terminal:12', 'ng:city:lagos-ikeja' …). */
export const placeIdSchema = v.pipe(v.string(), v.trim(), v.minLength(1, MAPS_MESSAGES.placeNotFound), v.maxLength(100, MAPS_MESSAGES.placeNotFound), v.regex(/^[\w:.-]+$/, MAPS_MESSAGES.placeNotFound));
export const sessionTokenSchema = v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9]{${SESSION_TOKEN_LENGTH}}$`), MAPS_MESSAGES.sessionToken));

/** GET /api/Google/autocomplete?input=&sessionToken= (Nigeria only; fewer than 3 characters answers none). */
export const autocompleteQuery = v.object({
  input: text(LIMITS.address, 'input'),
  sessionToken: sessionTokenSchema,
});
/** A suggestion in Google's words: description is what the field shows once chosen. */
export const placeSuggestionSchema = v.object({
  place_id: v.string(),
  description: v.string(),
  main_text: v.string(),
  secondary_text: v.string(),
  /** What kind of place: a terminal, a pick-up point, a town or city, an LGA or a state. */
  kind: v.picklist(['terminal', 'pickup', 'city', 'lga', 'state']),
});
export type PlaceSuggestion = v.InferOutput<typeof placeSuggestionSchema>;
export const autocompleteResponse = envelopeSchema(v.array(placeSuggestionSchema));

/** GET /api/Google/placedetails?placeId=&sessionToken=: the app reads formatted_address. */
export const placeDetailsQuery = v.object({ placeId: placeIdSchema, sessionToken: v.optional(sessionTokenSchema) });
export const placeDetailsSchema = v.object({
  place_id: v.string(),
  name: v.string(),
  /** Unique per place: the hire request carries it, and the server resolves it back to the place. */
  formatted_address: v.string(),
  state: v.string(),
  geometry: v.object({ location: v.object({ lat: v.number(), lng: v.number() }) }),
});
export type PlaceDetails = v.InferOutput<typeof placeDetailsSchema>;
export const placeDetailsResponse = envelopeSchema(placeDetailsSchema);

/** GET /api/Google/getdistancewithplaceid?origin=&destination= (place ids): data is the road distance in km. */
export const distanceByPlaceQuery = v.object({ origin: placeIdSchema, destination: placeIdSchema });
/** Kilometres, to 2 decimals (spec 2 §9 shows distances to 2 decimals). */
export const distanceResponse = envelopeSchema(v.number());

/** GET /api/booking/HireBooking/getDistance?depart=&arrival=: each a formatted address (or a place id). */
export const hireDistanceQuery = v.object({
  depart: v.pipe(text(LIMITS.address, 'depart'), v.minLength(1, 'Enter a pick-up address.')),
  arrival: v.pipe(text(LIMITS.address, 'arrival'), v.minLength(1, 'Enter a drop-off address.')),
});
