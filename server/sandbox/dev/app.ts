import { Hono } from 'hono';
import * as calls from '../../../contract/calls/dev';
import { normaliseUserName } from '../../../contract/onboarding';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { formsFor } from '../../services/settings/forms';
import { readOutbox } from '../messaging/outbox';
import { createConfirmedBooking, lapseBooking } from './bookings';
import { createSoonTrip } from './trips';
import { invitationState, mintInvitation } from './ambassadors';
import { createDevStaff } from './staff';
import { advanceChecks } from './payment-checks';
import { defaultContactLimits } from './limits';
import { endCodeWait } from '../../services/onboarding/send-allowance';

/**
 * Developer tools (contract/calls/dev.ts), mounted at /api/dev only when the sandbox is on (never
 * in production unless SANDBOX=1). Plain JSON answers, rule failures in the envelope. A phone for
 * the outbox may be given as 080…, 234… or +234… ('+' arrives as a space when not URL-encoded;
 * trimming takes care of it).
 */
export function devApp(db: Db) {
  const app = new Hono();
  mount(app, calls.outbox, async (c, { query }) => c.json(await readOutbox(db, normaliseUserName(query.to))));
  mount(app, calls.forms, async (c, { query }) => c.json(await formsFor(db, query.email)));
  mount(app, calls.soonTrip, async (c, { body }) => c.json(await createSoonTrip(db, body, new Date())));
  mount(app, calls.confirmedBooking, async (c, { body }) => c.json(await createConfirmedBooking(db, body, new Date())));
  mount(app, calls.lapseBooking, async (c, { body }) => c.json(await lapseBooking(db, body.reference, new Date())));
  mount(app, calls.advanceChecks, async (c, { body }) => c.json(await advanceChecks(db, body.reference, body.minutes)));
  mount(app, calls.invitation, async (c, { body }) => c.json(await mintInvitation(db, body.expired, new Date())));
  mount(app, calls.invitationState, async (c, { params }) => c.json(await invitationState(db, params.verificationId)));
  mount(app, calls.staff, async (c, { body }) => c.json(await createDevStaff(db, body.terminalId)));
  mount(app, calls.endCodeWait, async (c, { body }) => {
    const to = normaliseUserName(body.to);
    await endCodeWait(db, to, body.purpose);
    return c.json({ to, purpose: body.purpose });
  });
  mount(app, calls.contactHoldLimits, (c, { body }) => c.json(defaultContactLimits(body.contact)));
  return app;
}
