import { Hono, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { createBookingRequest, releaseBookingRequest, tripSearchRequest } from '../../../contract/booking';
import { fail, ok } from '../../../contract/envelope';
import { bookingNotFoundMessage, bookingStatusQuery, CHECKIN_MESSAGES, checkInParams, checkInQuery } from '../../../contract/tickets';
import { clientAddress } from '../../auth/client-address';
import { optionalCustomer } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { sendFail, sendOk } from '../../http/respond';
import { describeIssues, validate } from '../../http/validate';
import { bookingStatus } from './booking-status';
import { checkIn } from './check-in';
import { createBooking } from './create-booking';
import { clientKeyOf } from './hold-limits';
import { historyRoutes } from './history';
import { lookupLimit } from './lookup-limit';
import { releaseBooking } from './release';
import { searchTrips } from './search-trips';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from './settings';

/** Ticket answers change (status, check-in): the service worker must not cache them; the app keeps its own vault. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** The browser's location: absent or blank says the traveller must grant it, else the contract's rules. */
const locationQuery = validator('query', (query, c) => {
  const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!given(query.latitude) || !given(query.longitude)) return c.json(fail(400, CHECKIN_MESSAGES.needLocation), 400);
  const result = v.safeParse(checkInQuery, query);
  if (!result.success) return c.json(fail(400, describeIssues(result.issues)), 400);
  return result.output;
});

/**
 * The booking service (spec 2 §7.3), mounted at /api/booking. Rules live in the plain functions;
 * `settings` holds the abuse limits (unpaid holds, look-ups by reference).
 */
export function bookingApp(db: Db, settings: BookingSettings = DEFAULT_BOOKING_SETTINGS) {
  const lookups = lookupLimit(db, settings.lookupsPerAddressPerMinute);
  const holdLimits = { perAddress: settings.holdsPerAddress, perContact: settings.holdsPerContact };
  return new Hono()
    .post('/Booking/availabletripdetails', validate('json', tripSearchRequest), async (c) => {
      const { result, message } = await searchTrips(db, c.req.valid('json'), new Date());
      return sendOk(c, result, message);
    })
    // A customer token must be live (else 401: the client refreshes and retries, so the traveller
    // is never silently charged the guest price the summary did not show); no token is a guest.
    .post('/booking', optionalCustomer(db), validate('json', createBookingRequest), async (c) => {
      const clientKey = await clientKeyOf(db, clientAddress(c, db));
      const signedIn = c.get('customer') !== undefined;
      return sendOk(c, await createBooking(db, c.req.valid('json'), { clientKey, limits: holdLimits, signedIn }, new Date()));
    })
    .post('/Booking/release', noStore, lookups, validate('json', releaseBookingRequest), async (c) => {
      const { ref, contact } = c.req.valid('json');
      const { result, message } = await releaseBooking(db, ref, contact, new Date());
      return sendOk(c, result, message);
    })
    .get('/Booking/limited', noStore, lookups, validate('query', bookingStatusQuery), async (c) => {
      const { BookingRefCode: ref, Contact: contact } = c.req.valid('query');
      const status = await bookingStatus(db, ref, new Date(), contact);
      return status ? sendOk(c, status) : sendFail(c, 404, bookingNotFoundMessage(ref));
    })
    .get('/SeatManagement/getseatSelf/refcode/:ref/:terminalId', noStore, lookups, validate('param', checkInParams), locationQuery, async (c) => {
      const { ref, terminalId } = c.req.valid('param');
      const outcome = await checkIn(db, { reference: ref, terminalId, ...c.req.valid('query') }, new Date());
      return outcome.ok ? c.json(ok(null, outcome.message), 200) : c.json(fail('0', outcome.message), outcome.status);
    })
    // Rule errors and malformed JSON are answered in the envelope by the app's one error handler (server/http/errors.ts).
    .route('/', historyRoutes(db));
}
