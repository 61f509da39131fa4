import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { createBookingRequest, tripSearchRequest } from '../../../contract/booking';
import { fail, ok } from '../../../contract/envelope';
import { MESSAGES } from '../../../contract/messages';
import { bookingNotFoundMessage, bookingStatusQuery, CHECKIN_MESSAGES, checkInParams, checkInQuery } from '../../../contract/tickets';
import type { Db } from '../../db/client';
import { RuleError, sendFail, sendOk } from '../../http/respond';
import { describeIssues, validate } from '../../http/validate';
import { bookingStatus } from './booking-status';
import { checkIn } from './check-in';
import { createBooking } from './create-booking';
import { historyRoutes } from './history';
import { searchTrips } from './search-trips';

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

/** The booking service (spec 2 §7.3), mounted at /api/booking. Rules live in the plain functions. */
export function bookingApp(db: Db) {
  return new Hono()
    .post('/Booking/availabletripdetails', validate('json', tripSearchRequest), async (c) => {
      const { result, message } = await searchTrips(db, c.req.valid('json'), new Date());
      return sendOk(c, result, message);
    })
    .post('/booking', validate('json', createBookingRequest), async (c) =>
      sendOk(c, await createBooking(db, c.req.valid('json'), new Date())),
    )
    .get('/Booking/limited', noStore, validate('query', bookingStatusQuery), async (c) => {
      const ref = c.req.valid('query').BookingRefCode;
      const status = await bookingStatus(db, ref, new Date());
      return status ? sendOk(c, status) : sendFail(c, 404, bookingNotFoundMessage(ref));
    })
    .get('/SeatManagement/getseatSelf/refcode/:ref/:terminalId', noStore, validate('param', checkInParams), locationQuery, async (c) => {
      const { ref, terminalId } = c.req.valid('param');
      const outcome = await checkIn(db, { reference: ref, terminalId, ...c.req.valid('query') }, new Date());
      return outcome.ok ? c.json(ok(null, outcome.message), 200) : c.json(fail('0', outcome.message), outcome.status);
    })
    .route('/', historyRoutes(db))
    .onError((error, c) => {
      if (error instanceof RuleError) return sendFail(c, error.status, error.message);
      // Malformed JSON reaches us as Hono's HTTPException(400): answer it in the envelope too.
      if (error instanceof HTTPException && error.status < 500) return sendFail(c, error.status, `${error.message}.`);
      console.error(`${c.req.method} ${c.req.path} failed:`, error);
      return sendFail(c, 500, MESSAGES.genericFailure);
    });
}
