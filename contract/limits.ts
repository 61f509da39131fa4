/** Spec 2 §9: business constants and limits shared by app, service worker and server. */
export const COUNTRY_CODE = 'NG';
export const CURRENCY = 'NGN';

export const ADULTS_MIN = 1;
export const ADULTS_MAX = 13;
/** No vehicle has more seats than this: a seat number above it is not a seat. */
export const SEAT_NUMBER_MAX = 100;
/** Seat booking: departure from tomorrow up to this many days ahead (home widget reading). */
export const SEAT_WINDOW_DAYS = 21;
export const HIRE_WINDOW_DAYS = 14;
export const CHECKIN_MAX_KM = 300;
export const CHECKIN_CLOSES_MINUTES = 30;
export const COOKIE_CONSENT_DAYS = 150;
/** Spec 1 §1 and spec 2 §9: signed-in travellers get this much off the fares, priced by the server. */
export const SIGNED_IN_DISCOUNT_PERCENT = 5;
export const POPULAR_ROUTES = { noOfDays: 5, noOfRoutes: 5 } as const;

/** Vehicle models with their seat counts (spec 1 §2: layouts for 6, 8, 12, 13 and 14 seats). */
export const VEHICLE_MODELS = ['Hiace', 'Hiace X', 'Premium', 'GIGM PRO', 'Sienna'] as const;
export type VehicleModel = (typeof VEHICLE_MODELS)[number];
export const SEAT_LAYOUT_SIZES = [6, 8, 12, 13, 14] as const;

/** Route names join departure and arrival with this arrow (spec 1 §3). */
export const ROUTE_ARROW = '==>';
