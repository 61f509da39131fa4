import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/settings';
import { FEEDBACK_RECEIVED, PARTNER_THANKS, ROUTE_SUGGESTED } from '../../../contract/forms';
import type { Db } from '../../db/client';
import { limitBody } from '../../http/body-limit';
import { mount } from '../../http/mount';
import { sendFail, sendOk } from '../../http/respond';
import { sendCachedJson } from '../../http/cached-json';
import { popularRoutes, routeFares } from './fares';
import { customerIfSignedIn } from '../../auth/require-customer';
import { formRateLimit } from './form-limit';
import { storeFeedback, storePartnerEnquiry, storeRouteSuggestion } from './forms';
import { departureTerminals, destinationTerminals, pickupAreas, terminalById, terminalDirectory } from './terminals';
import * as placesCalls from '../../../contract/calls/places';
import * as formCalls from '../../../contract/calls/forms';
import { staticListsOf } from './static-lists';

/** A form is a few hundred bytes; anything far larger is not a form. */
const formBodyLimit = limitBody(32 * 1024, 'The form is too large.');

/**
 * The settings service (spec 2 §7.2, §7.8), mounted at /api/settings: terminals, fares, routes,
 * the place directory, and the feedback, route-suggestion and partner forms. Form posts need an
 * Idempotency-Key header; a replay answers the first receipt. Every list is answered from memory
 * with an ETag (static-lists.ts); about a terminal nobody knows of, from the database.
 */
export function settingsApp(db: Db) {
  const formLimit = formRateLimit(db);
  const lists = staticListsOf(db);
  const app = new Hono();
  const list = async (c: Context, key: string | undefined, load: () => Promise<unknown>) => sendCachedJson(c, await lists.answer(key, load));
  const ifKnown = async (key: string, ...ids: number[]) => ((await lists.knows(...ids)) ? key : undefined);

  mount(app, calls.departureTerminals, (c, { params }) => list(c, `departures ${params.countryCode}`, () => departureTerminals(db, params.countryCode)));
  mount(app, placesCalls.terminalDirectory, (c) => list(c, 'directory', () => terminalDirectory(db)));
  mount(app, placesCalls.pickupLocations, (c) => list(c, 'pick-ups', () => pickupAreas(db)));
  mount(app, calls.destinationTerminals, async (c, { params }) => list(c, await ifKnown(`destinations ${params.id}`, params.id), () => destinationTerminals(db, params.id)));
  mount(app, calls.terminal, async (c, { params }) => {
    if (await lists.knows(params.id)) return list(c, `terminal ${params.id}`, () => terminalById(db, params.id));
    const terminal = await terminalById(db, params.id);
    return terminal ? sendOk(c, terminal) : sendFail(c, 404, 'Terminal not found.');
  });
  mount(app, calls.routeFares, async (c, { params: { departureTerminalId: from, destinationTerminalId: to } }) =>
    list(c, await ifKnown(`fares ${from} ${to}`, from, to), () => routeFares(db, from, to)));
  mount(app, calls.popularRoutes, (c, { query }) => list(c, `popular ${query.noOfRoutes}`, () => popularRoutes(db, query.noOfRoutes)));
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
