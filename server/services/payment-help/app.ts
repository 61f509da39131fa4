import { Hono } from 'hono';
import * as calls from '../../../contract/calls/payment-help';
import { PAYMENT_HELP_MESSAGES as H } from '../../../contract/payment-help';
import { authContext } from '../../auth/context';
import { clientAddress } from '../../auth/client-address';
import { bearerToken } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendFail, sendOk } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import { checkHelpCode, sendHelpCode } from './codes';
import { issueHelpToken, readHelpToken } from './help-token';
import { helpPayments } from './reader';

/**
 * "I paid but have no ticket" (/payment-help): mounted at the payment service's base, beside
 * services/payment/app.ts, because it reads the payment service's own records (payment_checks
 * and each kind's payments); a folder of its own keeps it apart from the settling code.
 */
export function paymentHelpApp(db: Db, deps: { messenger: Messenger }) {
  const app = new Hono();
  mount(app, calls.sendCode, async (c, { body }) => sendOk(c, await sendHelpCode(db, deps.messenger, body.contact, clientAddress(c, db)), H.codeSent));
  mount(app, calls.verifyCode, async (c, { body }) => {
    await checkHelpCode(db, body.contact, body.code, { address: clientAddress(c, db) });
    return sendOk(c, { ...(await issueHelpToken(db, body.contact)), contact: body.contact }, H.verified);
  });
  mount(app, calls.payments, async (c) => {
    const contact = await readHelpToken(db, bearerToken(c));
    if (!contact) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return sendFail(c, 401, H.tokenExpired);
    }
    c.header('Cache-Control', 'no-store');
    return sendOk(c, await helpPayments(db, contact, authContext(db).now()));
  });
  return app;
}
