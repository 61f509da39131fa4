import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/bills';
import { BILL_FEE_KOBO, BILLS_MESSAGES, NETWORK_NAMES, VALIDATION_OK } from '../../../contract/bills';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { RuleError, sendBillsOk } from '../../http/respond';
import type { CatalogBiller } from '../../providers/billers/types';
import { baseUrlOf } from '../payment/urls';
import { requireBillsToken } from './bills-token';
import { billerOf, billsContext } from './context';
import type { BillsDeps } from './deps';
import { CATEGORY } from './pricing';

const billerFields = ({ billerid, billername, categoryid }: CatalogBiller) => ({ billerid, billername, categoryid });

/** The catalogue (billers, categories, plans), customer validation and the network look-up: read-only, all from the biller. */
export function catalogueRoutes(db: Db, deps: BillsDeps) {
  const billsToken = requireBillsToken(db);
  const biller = (c: Context) => billerOf(billsContext(db, deps, baseUrlOf(c, deps.publicUrl)));
  const app = new Hono();
  mount(app, calls.categories, billsToken, async (c) => sendBillsOk(c, { categories: await biller(c).categories() }));
  mount(app, calls.billers, billsToken, async (c) => sendBillsOk(c, { billers: (await biller(c).billers()).map(billerFields) }));
  mount(app, calls.billersByCategory, billsToken, async (c, { query }) =>
    sendBillsOk(c, { billers: (await biller(c).billers()).filter((b) => b.categoryid === query.CategoryId).map(billerFields) }),
  );
  mount(app, calls.paymentItems, billsToken, async (c, { query }) => {
    const source = biller(c);
    const owner = (await source.billers()).find((b) => b.billerid === query.billerId);
    const items = owner && (await source.items(owner.billerid));
    if (!owner || !items) throw new RuleError(BILLS_MESSAGES.unknownBiller, 404);
    // Electricity and TV carry the fixed fee (spec 2 §9), in kobo like the amount.
    const itemFee = String(owner.categoryid === CATEGORY.electricity || owner.categoryid === CATEGORY.tv ? BILL_FEE_KOBO : 0);
    return sendBillsOk(c, {
      paymentitems: items.map((i) => ({ paymentitemid: i.paymentitemid, paymentitemname: i.paymentitemname, amount: String(i.amountKobo), itemFee, paymentCode: i.paymentCode, billerid: i.billerid })),
    });
  });
  mount(app, calls.customerValidation, billsToken, async (c, { body }) => {
    const source = biller(c);
    const { customerId, paymentCode } = body.customers[0]!;
    const found = await source.item(paymentCode);
    const categoryid = found?.biller.categoryid;
    if (categoryid !== CATEGORY.electricity && categoryid !== CATEGORY.tv) throw new RuleError(BILLS_MESSAGES.unknownItem, 400);
    const validation = await source.validate(paymentCode, customerId);
    // A biller that does not know the customer is an answer, not a failure: the app reads its responseCode.
    const customer = validation.ok
      ? { customerId, paymentCode, responseCode: VALIDATION_OK, fullName: validation.fullName, address: validation.address }
      : { customerId, paymentCode, responseCode: validation.responseCode, fullName: '', address: '' };
    const description = validation.ok ? 'Successful' : categoryid === CATEGORY.electricity ? BILLS_MESSAGES.meterInvalid : BILLS_MESSAGES.tvInvalid;
    return sendBillsOk(c, { customers: [customer] }, description);
  });
  mount(app, calls.lookup, billsToken, async (c, { query }) => {
    const network = await biller(c).lookup(query.phone);
    if (!network) throw new RuleError(BILLS_MESSAGES.networkUnknown, 404);
    // /lookup answers in `data`, as the spec reads data.network.
    return c.json({ code: '1', description: 'Successful', data: { network, networkName: NETWORK_NAMES[network] } }, 200);
  });
  return app;
}
