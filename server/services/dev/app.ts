import { Hono } from 'hono';
import { normaliseUserName } from '../../../contract/onboarding';
import { confirmedBookingRequest, formsQuery, outboxQuery, soonTripRequest } from '../../../contract/dev';
import type { Db } from '../../db/client';
import { validate } from '../../http/validate';
import { readOutbox } from '../../providers/messaging/outbox';
import { createConfirmedBooking } from './bookings';
import { createSoonTrip } from './trips';
import { formsFor } from '../settings/forms';

/**
 * Developer tools mounted at /api/dev only when sandboxes are on (never in production unless
 * SANDBOX=1). GET /outbox?to=<phone or e-mail> lists the messages the sandbox "sent", newest
 * first, as a JSON array. A phone may be given as 080…, 234… or +234… ('+' arrives as a space
 * when not URL-encoded; trimming takes care of it).
 * POST /trips/soon and /bookings/confirmed write check-in fixtures: a trip leaving in N minutes
 * and a paid booking on it (contract/dev.ts); plain JSON answers, rule failures in the envelope.
 * GET /forms?email= lists the feedback, route suggestions and partner enquiries stored for an
 * address, so tests can check a queued form arrived exactly once.
 */
export function devApp(db: Db) {
  return new Hono()
    .get('/outbox', validate('query', outboxQuery), async (c) =>
      c.json(await readOutbox(db, normaliseUserName(c.req.valid('query').to))),
    )
    .get('/forms', validate('query', formsQuery), async (c) => c.json(await formsFor(db, c.req.valid('query').email)))
    .post('/trips/soon', validate('json', soonTripRequest), async (c) => c.json(await createSoonTrip(db, c.req.valid('json'), new Date())))
    .post('/bookings/confirmed', validate('json', confirmedBookingRequest), async (c) =>
      c.json(await createConfirmedBooking(db, c.req.valid('json'), new Date())),
    );
}
