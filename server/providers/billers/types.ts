import type { Network } from '../../../contract/bills';

/**
 * A biller aggregator (Quickteller-style for electricity and TV, a VTU vendor for airtime and
 * data), as the bills service (server/services/bills/) sees it. The only adapter so far is the
 * sandbox's (server/sandbox/billers/), which behaves like the real thing: a catalogue, network
 * lookup, customer validation that names the customer, and vending that succeeds, fails or stays
 * pending, remembered per request reference in its own books.
 */

export type CatalogBiller = {
  billerid: number;
  billername: string;
  /** 1 electricity, 2 TV, 3 airtime, 4 data. */
  categoryid: number;
  /** For airtime and data billers: their network. */
  network?: Network;
};

export type CatalogItem = {
  paymentitemid: string;
  paymentitemname: string;
  /** Kobo; 0 when the traveller chooses the amount (airtime, electricity). */
  amountKobo: number;
  /** Unique across the catalogue. */
  paymentCode: string;
  billerid: number;
  /** Electricity items: whether a purchase yields a token. */
  prepaid?: boolean;
};

export type Validation =
  | { ok: true; fullName: string; address: string }
  | { ok: false; responseCode: string };

export type VendRequest = {
  /** Our request reference: the biller's idempotency key. Vending a reference again answers its first outcome. */
  reference: string;
  kind: 'airtime' | 'data' | 'electricity' | 'tv';
  paymentCode: string;
  /** Phone (airtime, data), meter or smart card number. */
  customerId: string;
  /** Kobo, fee excluded. */
  amountKobo: number;
  customerEmail: string;
  customerMobile: string;
};

export type VendOutcome =
  | { status: 'success'; providerReference: string; token?: string }
  | { status: 'pending'; providerReference: string }
  | { status: 'failed'; providerReference?: string; reason: string };

export type Biller = {
  categories(): Promise<{ categoryid: number; categoryname: string }[]>;
  billers(): Promise<CatalogBiller[]>;
  /** undefined: no such biller. */
  items(billerId: number): Promise<CatalogItem[] | undefined>;
  /** The item with this payment code and its biller; undefined: none. */
  item(paymentCode: string): Promise<{ item: CatalogItem; biller: CatalogBiller } | undefined>;
  /** The network of an 11-digit Nigerian number by its prefix; undefined when no network owns the prefix. */
  lookup(phone: string): Promise<Network | undefined>;
  /** Does the biller know this meter or smart card for this item? */
  validate(paymentCode: string, customerId: string): Promise<Validation>;
  /** Sends the value (airtime, bundle, units, subscription). Idempotent per reference. */
  vend(request: VendRequest): Promise<VendOutcome>;
  /** What became of a reference vended earlier; undefined: the biller never heard of it. */
  status(reference: string): Promise<VendOutcome | undefined>;
};

/** With the sandbox off and no real adapter configured, bills are refused with a 503. */
export type BillerFactory = () => Biller | undefined;
