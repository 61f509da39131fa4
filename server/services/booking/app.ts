import { Hono, type MiddlewareHandler } from 'hono';
import * as calls from '../../../contract/calls/booking';
import { fail, ok } from '../../../contract/envelope';
import { bookingNotFoundMessage, CHECKIN_MESSAGES } from '../../../contract/tickets';
import { clientAddress } from '../../auth/client-address';
import { optionalCustomer } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendFail, sendOk } from '../../http/respond';
import { boardingRoutes } from '../boarding/routes';
import { bookingView, isBookingContact, loadBookingRecord } from './booking-status';
import { checkIn } from './check-in';
import { markBookingMaker } from '../../auth/booking-owner';
import { createBooking } from './create-booking';
import { clientKeyOf } from './hold-limits';
import { historyRoutes } from './history';
import { NO_HIRE_DEPS, type HireDeps } from '../hire/context';
import { hireRoutes } from '../hire/routes';
import { registerHireDeps } from '../hire/sweep';
import { lookupLimit } from './lookup-limit';
import { askProviderOf, releaseBooking } from './release';
import { baseOf } from '../hire/routes';
import { rescheduleRoutes } from '../reschedule/routes';
import { registerRescheduleDeps } from '../reschedule/sweep';
import { rememberTicketHere } from './saved-ticket';
import { searchTrips } from './search-trips';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from './settings';
import { NO_TRACKING_DEPS, type TrackingDeps } from '../tracking/context';
import { trackingRoutes } from '../tracking/routes';
import { unpaidLimits } from './unpaid-limits';

/** Ticket answers change (status, check-in): the service worker must not cache them; the app keeps its own vault. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** The browser's location, absent or blank, says the traveller must grant it; the contract's rules check the rest. */
const needLocation: MiddlewareHandler = async (c, next) => {
  const given = (value: string | undefined) => value !== undefined && value.trim() !== '';
  if (!given(c.req.query('latitude')) || !given(c.req.query('longitude'))) return c.json(fail(400, CHECKIN_MESSAGES.needLocation), 400);
  await next();
};

/**
 * The booking service (spec 2 §7.3), mounted at /api/booking. Rules live in the plain functions;
 * `settings` holds the abuse limits (unpaid holds, look-ups by reference); `hire` the places and
 * payment providers bus hire needs (without them hire answers 503), registered for the hire sweep;
 * `tracking` where live tracking finds vehicles (without it no bus can be located).
 */
export function bookingApp(db: Db, settings: BookingSettings = DEFAULT_BOOKING_SETTINGS, hire: HireDeps = NO_HIRE_DEPS, tracking: TrackingDeps = NO_TRACKING_DEPS) {
  const lookups = lookupLimit(db, settings.lookupsPerAddressPerMinute);
  const security = { publicUrl: hire.publicUrl };
  const holdLimits = { perAddress: settings.holdsPerAddress, perContact: settings.holdsPerContact };
  const app = new Hono();
  mount(app, calls.tripSearch, async (c, { body }) => {
    const { result, message } = await searchTrips(db, body, new Date());
    return sendOk(c, result, message);
  });
  // A customer token must be live (else 401: the client refreshes and retries, so the traveller
  // is never silently charged the guest price the summary did not show); no token is a guest.
  mount(app, calls.createBooking, optionalCustomer(db), async (c, { body }) => {
    const clientKey = await clientKeyOf(db, clientAddress(c, db));
    const customer = c.get('customer');
    const made = await createBooking(db, body, { clientKey, limits: holdLimits, signedIn: customer !== undefined, customerId: customer?.customerId }, new Date());
    // This browser gave the booking's contact: its payment's confirm answers it the owner view (auth/booking-owner.ts).
    await markBookingMaker(c, db, security, made.bookingReferenceCode);
    return sendOk(c, made);
  });
  // A signed-in customer may release a booking of theirs without naming its contact.
  mount(app, calls.releaseBooking, noStore, lookups, optionalCustomer(db), async (c, { body }) => {
    const { result, message } = await releaseBooking(db, body.ref, body.contact, new Date(), c.get('customer'), askProviderOf(hire, baseOf(c, hire.publicUrl)));
    return sendOk(c, result, message);
  });
  // Would one more booking be refused by the unpaid limits? Counted as POST /booking counts; it names contacts, so it shares the look-up limit.
  mount(app, calls.unpaidLimits, noStore, lookups, optionalCustomer(db), async (c, { body }) => {
    const clientKey = await clientKeyOf(db, clientAddress(c, db));
    return sendOk(c, await unpaidLimits(db, body, clientKey, c.get('customer'), holdLimits, new Date()));
  });
  mount(app, calls.bookingStatus, noStore, lookups, async (c, { query }) => {
    const now = new Date();
    const record = await loadBookingRecord(db, query.BookingRefCode, now);
    if (!record) return sendFail(c, 404, bookingNotFoundMessage(query.BookingRefCode));
    const owner = isBookingContact(record, query.Contact);
    if (owner) rememberTicketHere(c, db, security, record, now);
    return sendOk(c, await bookingView(db, record, now, owner));
  });
  mount(app, calls.checkIn, noStore, lookups, needLocation, async (c, { params, query }) => {
    const outcome = await checkIn(db, { reference: params.ref, terminalId: params.terminalId, ...query }, new Date());
    return outcome.ok ? c.json(ok(null, outcome.message), 200) : c.json(fail('0', outcome.message), outcome.status);
  });
  // Bus hire (hire/): its status call shares the look-up limit of the calls above.
  const hireDeps: HireDeps = { ...hire, holds: hire.holds ?? settings.hireHolds };
  registerHireDeps(db, hireDeps);
  app.route('/', hireRoutes(db, hireDeps, lookups));
  // Live tracking (tracking/): the tracking token is its own limit, bound to one trip.
  app.route('/', trackingRoutes(db, tracking));
  // Self-service reschedule (reschedule/): the fee is paid through hire's providers and messenger; every call takes a reference, so the look-up limit too.
  registerRescheduleDeps(db, hireDeps);
  app.route('/', rescheduleRoutes(db, hireDeps, lookups));
  // Signed tickets and boarding (boarding/): the ticket keys, the staff's manifest and scans.
  app.route('/', boardingRoutes(db));
  // Rule errors and malformed JSON are answered in the envelope by the app's one error handler (server/http/errors.ts).
  return app.route('/', historyRoutes(db));
}
