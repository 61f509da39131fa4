import { Hono } from 'hono';
import * as v from 'valibot';
import { feedbackRequest, FEEDBACK_PATH, FEEDBACK_RECEIVED, idempotencyKeySchema, PARTNER_ENQUIRY_PATH, PARTNER_THANKS, partnerEnquiryRequest, ROUTE_SUGGESTED, routeSuggestionRequest, SUGGEST_ROUTE_PATH } from '../../../contract/forms';
import { PICKUP_LOCATIONS_PATH, TERMINAL_DIRECTORY_PATH } from '../../../contract/places';
import { countryCodeParam, popularRoutesQuery, routeFaresParams, terminalIdParam } from '../../../contract/settings';
import type { Db } from '../../db/client';
import { limitBody } from '../../http/body-limit';
import { sendFail, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { popularRoutes, routeFares } from './fares';
import { customerIfSignedIn } from '../../auth/require-customer';
import { formRateLimit } from './form-limit';
import { storeFeedback, storePartnerEnquiry, storeRouteSuggestion } from './forms';
import { departureTerminals, destinationTerminals, pickupAreas, terminalById, terminalDirectory } from './terminals';

/** A form is a few hundred bytes; anything far larger is not a form. */
const formBodyLimit = limitBody(32 * 1024, 'The form is too large.');

/** Hono reads header names in lower case. */
const idempotencyHeader = v.object({ 'idempotency-key': idempotencyKeySchema });

/**
 * The settings service (spec 2 §7.2, §7.8), mounted at /api/settings: terminals, fares, routes,
 * the place directory, and the feedback, route-suggestion and partner forms. Form posts need an
 * Idempotency-Key header; a replay answers the first receipt.
 */
export function settingsApp(db: Db) {
  const formLimit = formRateLimit(db);
  return new Hono()
    .use(FEEDBACK_PATH, formBodyLimit, formLimit)
    .use(SUGGEST_ROUTE_PATH, formBodyLimit, formLimit)
    .use(PARTNER_ENQUIRY_PATH, formBodyLimit, formLimit)
    .get('/Terminal/DepartureTerminalsByCountryCode/:countryCode', validate('param', countryCodeParam), async (c) =>
      sendOk(c, await departureTerminals(db, c.req.valid('param').countryCode)),
    )
    .get(TERMINAL_DIRECTORY_PATH, async (c) => sendOk(c, await terminalDirectory(db)))
    .get(PICKUP_LOCATIONS_PATH, async (c) => sendOk(c, await pickupAreas(db)))
    .get('/Terminal/GetDestinationTerminals/:id', validate('param', terminalIdParam), async (c) =>
      sendOk(c, await destinationTerminals(db, c.req.valid('param').id)),
    )
    .get('/terminal/:id', validate('param', terminalIdParam), async (c) => {
      const terminal = await terminalById(db, c.req.valid('param').id);
      return terminal ? sendOk(c, terminal) : sendFail(c, 404, 'Terminal not found.');
    })
    .get('/Fares/GetRouteFares/:departureTerminalId/:destinationTerminalId', validate('param', routeFaresParams), async (c) => {
      const { departureTerminalId, destinationTerminalId } = c.req.valid('param');
      return sendOk(c, await routeFares(db, departureTerminalId, destinationTerminalId));
    })
    .get('/Route/getpopularroutes', validate('query', popularRoutesQuery), async (c) =>
      sendOk(c, await popularRoutes(db, c.req.valid('query').noOfRoutes)),
    )
    .post(FEEDBACK_PATH, validate('header', idempotencyHeader), validate('json', feedbackRequest), async (c) =>
      sendOk(c, await storeFeedback(db, c.req.valid('header')['idempotency-key'], c.req.valid('json')), FEEDBACK_RECEIVED),
    )
    .post(SUGGEST_ROUTE_PATH, validate('header', idempotencyHeader), customerIfSignedIn(db), validate('json', routeSuggestionRequest), async (c) => {
      const receipt = await storeRouteSuggestion(db, c.req.valid('header')['idempotency-key'], c.req.valid('json'), c.get('customer')?.customerId);
      return sendOk(c, receipt, ROUTE_SUGGESTED);
    })
    .post(PARTNER_ENQUIRY_PATH, validate('header', idempotencyHeader), validate('json', partnerEnquiryRequest), async (c) =>
      sendOk(c, await storePartnerEnquiry(db, c.req.valid('header')['idempotency-key'], c.req.valid('json')), PARTNER_THANKS),
    );
}
