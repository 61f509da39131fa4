import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/bills';
import { requireCustomer, type CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendBillsOk } from '../../http/respond';
import { baseUrlOf } from '../payment/urls';
import { assertOwnEmail, issueBillsToken, requireBillsToken } from './bills-token';
import { billsContext, travellersContext } from './context';
import type { BillsDeps } from './deps';
import { billHistory } from './history';
import { airtimeOrder, dataOrder, payAdviceOrder } from './pricing';
import { paymentStatus, purchase } from './purchase';
import { openReference } from './rows';

/** The bills token, references, purchases (pay advice, airtime, data), their status and the history. */
export function purchaseRoutes(db: Db, deps: BillsDeps) {
  const billsToken = requireBillsToken(db);
  const ctx = (c: Context) => billsContext(db, deps, baseUrlOf(c, deps.publicUrl));
  const me = (c: Context<CustomerEnv>) => c.get('customer');
  const app = new Hono();
  mount(app, calls.token, requireCustomer(db), async (c: Context<CustomerEnv>, { body }) => {
    assertOwnEmail(me(c), body.username);
    return c.json(await issueBillsToken(db, me(c)));
  });
  mount(app, calls.generateReference, billsToken, async (c: Context<CustomerEnv>, { body }) =>
    sendBillsOk(c, { transactionReference: await openReference(ctx(c), me(c).customerId, body.userPhone) }),
  );
  const answer = (c: Context, outcome: Awaited<ReturnType<typeof purchase>>) => sendBillsOk(c, outcome, outcome.message);
  mount(app, calls.sendPayAdvice, billsToken, async (c: Context<CustomerEnv>, { body }) => answer(c, await purchase(ctx(c), me(c), payAdviceOrder(body))));
  mount(app, calls.airtime, billsToken, async (c: Context<CustomerEnv>, { body }) => answer(c, await purchase(ctx(c), me(c), airtimeOrder(me(c), body))));
  mount(app, calls.data, billsToken, async (c: Context<CustomerEnv>, { body }) => answer(c, await purchase(ctx(c), me(c), dataOrder(me(c), body))));
  mount(app, calls.paymentStatus, billsToken, async (c: Context<CustomerEnv>, { query }) => answer(c, await paymentStatus(travellersContext(ctx(c)), me(c), query.reference)));
  mount(app, calls.transactionsByEmail, billsToken, async (c: Context<CustomerEnv>, { query }) => sendBillsOk(c, await billHistory(ctx(c), me(c), query.email)));
  return app;
}
