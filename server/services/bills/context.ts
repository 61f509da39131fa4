import { BILLS_MESSAGES } from '../../../contract/bills';
import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';
import type { Biller } from '../../providers/billers/types';
import type { CheckoutProvider } from '../../providers/payments/types';
import type { BillsDeps } from './deps';
import { asReturned } from '../../providers/payments/returned';

/** The card provider bill payments go through (gateway 5), as wallet fundings do. */
export const BILL_CARD_PROVIDER = 'paystack';
/** bill_payments.provider of a purchase paid from the wallet (gateway 23). */
export const WALLET_PROVIDER = 'wallet';

/** What the bills rules need for one request, or for one run of the background check. */
export type BillsContext = {
  db: Db;
  /** The accounts clock (tests move it): every time the bills service writes or compares. */
  now: () => Date;
  biller: () => Biller | undefined;
  /** The card provider, its checkout's callback built on `base`. */
  card: () => CheckoutProvider | undefined;
  /** PUBLIC_URL, or the origin of the request: where the card checkout sends the traveller back. */
  base: string;
};

export const billsContext = (db: Db, deps: BillsDeps, base: string): BillsContext => ({
  db,
  now: () => authContext(db).now(),
  biller: deps.biller,
  card: () => deps.providers(base).checkout[BILL_CARD_PROVIDER],
  base,
});

/** The context of the traveller's own request: a card checkout they left reads cancelled (returned.ts). */
export const travellersContext = (ctx: BillsContext): BillsContext => ({ ...ctx, card: () => asReturned(ctx.card()) });

/** The biller, or 503 when none is configured (sandbox off and no real adapter). */
export function billerOf(ctx: BillsContext): Biller {
  const biller = ctx.biller();
  if (!biller) throw new RuleError(BILLS_MESSAGES.billerUnavailable, 503);
  return biller;
}
