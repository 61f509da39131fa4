import { Hono } from 'hono';
import { countryCodeParam, popularRoutesQuery, routeFaresParams, terminalIdParam } from '../../../contract/settings';
import type { Db } from '../../db/client';
import { sendFail, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { popularRoutes, routeFares } from './fares';
import { departureTerminals, destinationTerminals, terminalById } from './terminals';

/** The settings service (spec 2 §7.2): terminals, fares and routes, mounted at /api/settings. */
export function settingsApp(db: Db) {
  return new Hono()
    .get('/Terminal/DepartureTerminalsByCountryCode/:countryCode', validate('param', countryCodeParam), async (c) =>
      sendOk(c, await departureTerminals(db, c.req.valid('param').countryCode)),
    )
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
    );
}
