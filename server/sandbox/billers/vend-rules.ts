import type { CatalogBiller, CatalogItem, VendRequest } from '../../providers/billers/types';
import { kindOf, type BillerKind } from './catalog';
import { isUnknownCustomer, scriptedVend } from './test-numbers';
import { prepaidToken } from './token';

/** What the biller makes of a vend request before writing it in its books. */
export type VendDecision =
  | { status: 'success'; token?: string }
  | { status: 'pending'; token?: string; resolvesAt: Date }
  | { status: 'failed'; reason: string };

export const VEND_REFUSALS = {
  unknownItem: 'The biller has no item with this payment code.',
  wrongKind: 'This payment code is not for this kind of bill.',
  wrongAmount: 'The amount does not match the price of this item.',
  unknownCustomer: 'The biller does not know this customer number.',
  declined: 'The biller declined this transaction.',
} as const;

/** Phones for airtime and data, meters 11 to 13 digits, smart cards 10 or 11. */
export const CUSTOMER_SHAPE: Readonly<Record<BillerKind, RegExp>> = {
  airtime: /^0\d{10}$/,
  data: /^0\d{10}$/,
  electricity: /^\d{11,13}$/,
  tv: /^\d{10,11}$/,
};

const amountFits = (item: CatalogItem, amountKobo: number) =>
  item.amountKobo > 0 ? amountKobo === item.amountKobo : Number.isSafeInteger(amountKobo) && amountKobo > 0;

export function decideVend(
  request: VendRequest,
  found: { item: CatalogItem; biller: CatalogBiller } | undefined,
  resolvesAt: Date,
): VendDecision {
  if (!found) return { status: 'failed', reason: VEND_REFUSALS.unknownItem };
  const kind = kindOf(found.biller.categoryid);
  if (kind !== request.kind) return { status: 'failed', reason: VEND_REFUSALS.wrongKind };
  if (!amountFits(found.item, request.amountKobo)) return { status: 'failed', reason: VEND_REFUSALS.wrongAmount };
  const metered = kind === 'electricity' || kind === 'tv';
  if (!CUSTOMER_SHAPE[kind].test(request.customerId) || (metered && isUnknownCustomer(request.customerId))) {
    return { status: 'failed', reason: VEND_REFUSALS.unknownCustomer };
  }
  const token = found.item.prepaid ? { token: prepaidToken(request.reference) } : {};
  switch (scriptedVend(request.customerId)) {
    case 'declined': return { status: 'failed', reason: VEND_REFUSALS.declined };
    case 'pending': return { status: 'pending', resolvesAt, ...token };
    case 'success': return { status: 'success', ...token };
  }
}
