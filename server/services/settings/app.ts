import { Hono } from 'hono';
import * as calls from '../../../contract/calls/settings';
import { FEEDBACK_RECEIVED, PARTNER_THANKS, ROUTE_SUGGESTED } from '../../../contract/forms';
import type { Db } from '../../db/client';
import { limitBody } from '../../http/body-limit';
import { mount } from '../../http/mount';
import { sendFail, sendOk } from '../../http/respond';
import { popularRoutes, routeFares } from './fares';
import { customerIfSignedIn } from '../../auth/require-customer';
import { formRateLimit } from './form-limit';
import { storeFeedback, storePartnerEnquiry, storeRouteSuggestion } from './forms';
import { departureTerminals, destinationTerminals, pickupAreas, terminalById, terminalDirectory } from './terminals';
import * as placesCalls from '../../../contract/calls/places';
import * as formCalls from '../../../contract/calls/forms';

/** A form is a few hundred bytes; anything far larger is not a form. */
const formBodyLimit = limitBody(32 * 1024, 'The form is too large.');

/**
 * The settings service (spec 2 §7.2, §7.8), mounted at /api/settings: terminals, fares, routes,
 * the place directory, and the feedback, route-suggestion and partner forms. Form posts need an
 * Idempotency-Key header; a replay answers the first receipt.
 */
export function settingsApp(db: Db) {
  const formLimit = formRateLimit(db);
  const app = new Hono();
  mount(app, calls.departureTerminals, async (c, { params }) => sendOk(c, await departureTerminals(db, params.countryCode)));
  mount(app, placesCalls.terminalDirectory, async (c) => sendOk(c, await terminalDirectory(db)));
  mount(app, placesCalls.pickupLocations, async (c) => sendOk(c, await pickupAreas(db)));
  mount(app, calls.destinationTerminals, async (c, { params }) => sendOk(c, await destinationTerminals(db, params.id)));
  mount(app, calls.terminal, async (c, { params }) => {
    const terminal = await terminalById(db, params.id);
    return terminal ? sendOk(c, terminal) : sendFail(c, 404, 'Terminal not found.');
  });
  mount(app, calls.routeFares, async (c, { params }) => sendOk(c, await routeFares(db, params.departureTerminalId, params.destinationTerminalId)));
  mount(app, calls.popularRoutes, async (c, { query }) => sendOk(c, await popularRoutes(db, query.noOfRoutes)));
  mount(app, formCalls.feedback, formBodyLimit, formLimit, async (c, { headers, body }) =>
    sendOk(c, await storeFeedback(db, headers['idempotency-key'], body), FEEDBACK_RECEIVED),
  );
  mount(app, formCalls.suggestRoute, formBodyLimit, formLimit, customerIfSignedIn(db), async (c, { headers, body }) =>
    sendOk(c, await storeRouteSuggestion(db, headers['idempotency-key'], body, c.get('customer')?.customerId), ROUTE_SUGGESTED),
  );
  mount(app, formCalls.partnerEnquiry, formBodyLimit, formLimit, async (c, { headers, body }) =>
    sendOk(c, await storePartnerEnquiry(db, headers['idempotency-key'], body), PARTNER_THANKS),
  );
  return app;
}
