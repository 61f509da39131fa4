import * as v from 'valibot';
import {
  BILL_FEE_KOBO, BILLS_MESSAGES, electricityAmountSchema, koboToNaira, NETWORK_NAMES, type airtimeRequest, type BillGateway, type BillKind, type dataRequest,
  type payAdviceRequest,
} from '../../../contract/bills';
import type { CustomerSession } from '../../auth/require-customer';
import { RuleError } from '../../http/respond';
import { describeIssues } from '../../http/validate';
import type { Biller, CatalogBiller, CatalogItem } from '../../providers/billers/types';

/**
 * What a purchase is, priced by the server from the biller's catalogue: never the client's word
 * for a bundle's or a package's price (a different amount is refused, 409), the fee added for
 * electricity and TV only, and a meter or smart card validated with the biller before any money moves.
 */

/** The biller's categories (server/providers/billers/types.ts). */
export const CATEGORY = { electricity: 1, tv: 2, airtime: 3, data: 4 } as const;

/** A priced purchase: what the row keeps and the biller is sent. */
export type Priced = {
  kind: BillKind;
  billerId: number;
  billerName: string;
  itemName: string;
  paymentCode: string;
  /** The phone, meter or smart card number. */
  customerRef: string;
  customerName: string;
  customerMobile: string;
  customerEmail: string;
  /** The bill, kobo; the fee, kobo. */
  amountKobo: number;
  feeKobo: number;
};

/** One purchase call: its reference, how it is paid, and what it buys (priced only when the reference is still open). */
export type Order = {
  reference: string;
  gateway: BillGateway;
  pin?: string;
  /** What the request buys, as one string: the same purchase sent again has the same key. */
  key: string;
  price(biller: Biller): Promise<Priced>;
};

const keyOf = (...parts: (string | number)[]) => parts.join('|');
const unknownItem = () => new RuleError(BILLS_MESSAGES.unknownItem, 400);
const priceChanged = () => new RuleError(BILLS_MESSAGES.priceChanged, 409);
const payment = (body: { requestReference: string; paymentGateway: BillGateway; Pin?: string }) => ({ reference: body.requestReference, gateway: body.paymentGateway, pin: body.Pin });
/** What the traveller sees as the biller: the network for airtime and data. */
const shownName = (biller: CatalogBiller) => (biller.network ? NETWORK_NAMES[biller.network] : biller.billername);

/** A catalogue item with a price must be bought at that price. */
function assertPrice(item: CatalogItem, amountKobo: number): void {
  if (item.amountKobo > 0 && item.amountKobo !== amountKobo) throw priceChanged();
}

/** The airtime request as its schema reads it (contract/bills.ts). */
export type AirtimeBody = v.InferOutput<typeof airtimeRequest>;

/** Airtime: the network's top-up item, the amount typed (₦50 to ₦50,000, checked by the contract), no fee. */
export function airtimeOrder(customer: CustomerSession, body: AirtimeBody): Order {
  return {
    ...payment(body),
    key: keyOf('airtime', body.network, body.phone, body.amount, body.paymentGateway),
    async price(biller) {
      const topUp = (await biller.billers()).find((b) => b.categoryid === CATEGORY.airtime && b.network === body.network);
      const item = topUp && (await biller.items(topUp.billerid))?.find((i) => i.amountKobo === 0);
      if (!topUp || !item) throw new RuleError(BILLS_MESSAGES.unknownBiller, 404);
      return {
        kind: 'airtime', billerId: topUp.billerid, billerName: NETWORK_NAMES[body.network], itemName: item.paymentitemname, paymentCode: item.paymentCode,
        customerRef: body.phone, customerName: '', customerMobile: body.phone, customerEmail: customer.email, amountKobo: body.amount, feeKobo: 0,
      };
    },
  };
}

/** The data request as its schema reads it. */
export type DataBody = v.InferOutput<typeof dataRequest>;

/** Data: a bundle of the named data biller, at the catalogue's price, no fee. */
export function dataOrder(customer: CustomerSession, body: DataBody): Order {
  return {
    ...payment(body),
    key: keyOf('data', body.billerId, body.paymentCode, body.phone, body.amount, body.paymentGateway),
    async price(biller) {
      const found = await biller.item(body.paymentCode);
      if (!found || found.biller.billerid !== body.billerId || found.biller.categoryid !== CATEGORY.data) throw unknownItem();
      if (found.item.amountKobo <= 0) throw unknownItem();
      assertPrice(found.item, body.amount);
      return {
        kind: 'data', billerId: found.biller.billerid, billerName: shownName(found.biller), itemName: found.item.paymentitemname, paymentCode: found.item.paymentCode,
        customerRef: body.phone, customerName: '', customerMobile: body.phone, customerEmail: customer.email, amountKobo: body.amount, feeKobo: 0,
      };
    },
  };
}

/** The pay-advice request as its schema reads it. */
export type PayAdviceBody = v.InferOutput<typeof payAdviceRequest>;

/**
 * SendPayAdvice: an electricity or TV item. A TV package at its catalogue price; electricity at
 * the amount chosen (₦500 to ₦500,000). Either way the fee is added, and the meter or smart card
 * is validated with the biller first (the name it gives is kept).
 */
export function payAdviceOrder(body: PayAdviceBody): Order {
  return {
    ...payment(body),
    key: keyOf('advice', body.paymentCode, body.customerId, body.amount, body.paymentGateway),
    async price(biller) {
      const found = await biller.item(body.paymentCode);
      const kind = found?.biller.categoryid === CATEGORY.electricity ? 'electricity' : found?.biller.categoryid === CATEGORY.tv ? 'tv' : undefined;
      if (!found || !kind) throw unknownItem();
      assertPrice(found.item, body.amount);
      if (found.item.amountKobo === 0) {
        if (kind === 'tv') throw unknownItem();
        const chosen = v.safeParse(electricityAmountSchema, koboToNaira(body.amount));
        if (!chosen.success) throw new RuleError(describeIssues(chosen.issues), 400);
      }
      const validation = await biller.validate(found.item.paymentCode, body.customerId);
      if (!validation.ok) throw new RuleError(kind === 'electricity' ? BILLS_MESSAGES.meterInvalid : BILLS_MESSAGES.tvInvalid, 400);
      return {
        kind, billerId: found.biller.billerid, billerName: found.biller.billername, itemName: found.item.paymentitemname, paymentCode: found.item.paymentCode,
        customerRef: body.customerId, customerName: validation.fullName, customerMobile: body.customerMobile, customerEmail: body.customerEmail,
        amountKobo: body.amount, feeKobo: BILL_FEE_KOBO,
      };
    },
  };
}
