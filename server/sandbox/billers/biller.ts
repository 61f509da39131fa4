import type { Db } from '../../db/client';
import type { Biller, Validation } from '../../providers/billers/types';
import { findVend, outcomeOf, recordVend, settleVend } from './books';
import { BILLERS, CATEGORIES, ITEMS, kindOf } from './catalog';
import { customerName, meterAddress } from './customers';
import { networkOf } from './networks';
import { isUnknownCustomer } from './test-numbers';
import { CUSTOMER_SHAPE, decideVend } from './vend-rules';

export type SandboxBillerOptions = {
  /** How long a vend to a number ending 9999 stays pending before it succeeds. */
  pendingMs: number;
  /** The clock (tests move it). */
  now?: () => Date;
};

/** Validation answers: the item cannot be validated (airtime, data, unknown), or the biller does not know the number. */
export const NOT_VALIDATABLE = '90051';
export const UNKNOWN_CUSTOMER = '90052';

function itemByCode(paymentCode: string) {
  const item = ITEMS.find((candidate) => candidate.paymentCode === paymentCode);
  const biller = item && BILLERS.find((candidate) => candidate.billerid === item.billerid);
  return item && biller ? { item: { ...item }, biller: { ...biller } } : undefined;
}

/**
 * The biller aggregator played locally (server/providers/billers/types.ts): the catalogue in
 * catalog.ts, network lookup by prefix, and validation and vending scripted by the number's last
 * four digits (test-numbers.ts), with every vend kept in the sandbox's books.
 */
export function sandboxBiller(db: Db, options: SandboxBillerOptions): Biller {
  const now = options.now ?? (() => new Date());
  return {
    async categories() {
      return CATEGORIES.map((category) => ({ ...category }));
    },
    async billers() {
      return BILLERS.map((biller) => ({ ...biller }));
    },
    async items(billerId) {
      if (!BILLERS.some((biller) => biller.billerid === billerId)) return undefined;
      return ITEMS.filter((item) => item.billerid === billerId).map((item) => ({ ...item }));
    },
    async item(paymentCode) {
      return itemByCode(paymentCode);
    },
    async lookup(phone) {
      return networkOf(phone);
    },
    async validate(paymentCode, customerId): Promise<Validation> {
      const found = itemByCode(paymentCode);
      const kind = found ? kindOf(found.biller.categoryid) : undefined;
      if (!found || (kind !== 'electricity' && kind !== 'tv')) return { ok: false, responseCode: NOT_VALIDATABLE };
      if (!CUSTOMER_SHAPE[kind].test(customerId) || isUnknownCustomer(customerId)) return { ok: false, responseCode: UNKNOWN_CUSTOMER };
      const address = kind === 'electricity' ? meterAddress(customerId, found.biller.billerid) : '';
      return { ok: true, fullName: customerName(customerId), address };
    },
    async vend(request) {
      const at = now();
      const decision = decideVend(request, itemByCode(request.paymentCode), new Date(at.getTime() + options.pendingMs));
      const { row, first } = await recordVend(db, request, decision);
      // The first call answers what it decided; a replay answers the books as they stand now.
      return outcomeOf(first ? row : await settleVend(db, row, at));
    },
    async status(reference) {
      const row = await findVend(db, reference);
      return row && outcomeOf(await settleVend(db, row, now()));
    },
  };
}
