import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createBookingRequest, tripSearchRequest } from '../../../contract/booking';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { RuleError, sendFail, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { createBooking } from './create-booking';
import { searchTrips } from './search-trips';

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
    .onError((error, c) => {
      if (error instanceof RuleError) return sendFail(c, error.status, error.message);
      // Malformed JSON reaches us as Hono's HTTPException(400): answer it in the envelope too.
      if (error instanceof HTTPException && error.status < 500) return sendFail(c, error.status, `${error.message}.`);
      console.error(`${c.req.method} ${c.req.path} failed:`, error);
      return sendFail(c, 500, MESSAGES.genericFailure);
    });
}
