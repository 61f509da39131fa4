import type { Network } from '../../../contract/bills';
import type { CatalogBiller, CatalogItem } from '../../providers/billers/types';

/**
 * The sandbox biller's catalogue: the Nigerian distribution companies, pay-TV operators and
 * mobile networks a traveller pays, with 2025 prices in kobo. A payment code is the biller id
 * followed by the item's two-digit number (Ikeja Electric 1101: Prepaid 110101, Postpaid 110102),
 * so codes never collide while biller ids are unique.
 */

export const CATEGORY = { electricity: 1, tv: 2, airtime: 3, data: 4 } as const;
export type BillerKind = keyof typeof CATEGORY;

export const CATEGORIES: readonly { categoryid: number; categoryname: string }[] = [
  { categoryid: CATEGORY.electricity, categoryname: 'Electricity' },
  { categoryid: CATEGORY.tv, categoryname: 'Cable TV' },
  { categoryid: CATEGORY.airtime, categoryname: 'Airtime' },
  { categoryid: CATEGORY.data, categoryname: 'Data Bundles' },
];

/** An item as written below: its name and price in naira (0: the traveller chooses). */
type ItemSpec = { name: string; naira: number; prepaid?: boolean };
type BillerSpec = { billerid: number; billername: string; network?: Network; items: ItemSpec[] };

const METERED: ItemSpec[] = [{ name: 'Prepaid', naira: 0, prepaid: true }, { name: 'Postpaid', naira: 0, prepaid: false }];
const TOP_UP: ItemSpec[] = [{ name: 'Airtime', naira: 0 }];
const priced = (list: [name: string, naira: number][]): ItemSpec[] => list.map(([name, naira]) => ({ name, naira }));

const ELECTRICITY: BillerSpec[] = [
  { billerid: 1101, billername: 'Ikeja Electric', items: METERED },
  { billerid: 1102, billername: 'Eko Electricity (EKEDC)', items: METERED },
  { billerid: 1103, billername: 'Abuja Electricity (AEDC)', items: METERED },
  { billerid: 1104, billername: 'Ibadan Electricity (IBEDC)', items: METERED },
  { billerid: 1105, billername: 'Enugu Electricity (EEDC)', items: METERED },
  { billerid: 1106, billername: 'Port Harcourt Electricity (PHED)', items: METERED },
  { billerid: 1107, billername: 'Kano Electricity (KEDCO)', items: METERED },
  { billerid: 1108, billername: 'Jos Electricity (JED)', items: METERED },
  { billerid: 1109, billername: 'Kaduna Electric', items: METERED },
  { billerid: 1110, billername: 'Benin Electricity (BEDC)', items: METERED },
];

const TV: BillerSpec[] = [
  { billerid: 480, billername: 'DStv', items: priced([['Padi', 4_400], ['Yanga', 6_000], ['Confam', 11_000], ['Compact', 19_000], ['Compact Plus', 30_000], ['Premium', 44_500]]) },
  { billerid: 459, billername: 'GOtv', items: priced([['Smallie', 1_900], ['Jinja', 3_900], ['Jolli', 5_800], ['Max', 8_500], ['Supa', 11_400]]) },
  { billerid: 571, billername: 'StarTimes', items: priced([['Nova', 1_900], ['Basic', 3_700], ['Smart', 4_700], ['Classic', 5_500], ['Super', 9_000]]) },
];

const AIRTIME: BillerSpec[] = [
  { billerid: 620, billername: 'MTN Airtime', network: 'MTN', items: TOP_UP },
  { billerid: 621, billername: 'Airtel Airtime', network: 'Airtel', items: TOP_UP },
  { billerid: 622, billername: 'Glo Airtime', network: 'Glo', items: TOP_UP },
  { billerid: 623, billername: 'Etisalat Airtime', network: 'Etisalat', items: TOP_UP },
];

// The ids are the spec's (contract/bills.ts DATA_BILLER_IDS).
const DATA: BillerSpec[] = [
  {
    billerid: 348, billername: 'MTN Data', network: 'MTN', items: priced([
      ['MTN 500MB - 1 Day', 350], ['MTN 1GB - 1 Day', 500], ['MTN 2.5GB - 2 Days', 900], ['MTN 6GB - 7 Days', 2_500],
      ['MTN 2GB - 30 Days', 1_500], ['MTN 3.5GB - 30 Days', 2_500], ['MTN 10GB - 30 Days', 4_500], ['MTN 20GB - 30 Days', 7_500],
    ]),
  },
  {
    billerid: 901, billername: 'Airtel Data', network: 'Airtel', items: priced([
      ['Airtel 1GB - 1 Day', 500], ['Airtel 1.5GB - 2 Days', 600], ['Airtel 3.5GB - 7 Days', 1_500], ['Airtel 2GB - 30 Days', 1_500],
      ['Airtel 4GB - 30 Days', 2_500], ['Airtel 10GB - 30 Days', 4_000], ['Airtel 18GB - 30 Days', 6_000], ['Airtel 35GB - 30 Days', 10_000],
    ]),
  },
  {
    billerid: 3070, billername: 'Glo Data', network: 'Glo', items: priced([
      ['Glo 1GB - 1 Day', 350], ['Glo 2.5GB - 2 Days', 750], ['Glo 5.8GB - 7 Days', 2_000], ['Glo 2.6GB - 30 Days', 1_000],
      ['Glo 5GB - 30 Days', 1_500], ['Glo 10GB - 30 Days', 3_000], ['Glo 18GB - 30 Days', 5_000], ['Glo 38GB - 30 Days', 10_000],
    ]),
  },
  {
    billerid: 205, billername: 'Etisalat Data', network: 'Etisalat', items: priced([
      ['Etisalat 650MB - 1 Day', 200], ['Etisalat 7GB - 7 Days', 1_500], ['Etisalat 1.5GB - 30 Days', 1_200], ['Etisalat 4.5GB - 30 Days', 2_000],
      ['Etisalat 11GB - 30 Days', 4_000], ['Etisalat 15GB - 30 Days', 5_000], ['Etisalat 40GB - 30 Days', 10_000],
    ]),
  },
];

const SPECS: [BillerKind, BillerSpec[]][] = [['electricity', ELECTRICITY], ['tv', TV], ['airtime', AIRTIME], ['data', DATA]];

const itemNumber = (index: number) => String(index + 1).padStart(2, '0');

export const BILLERS: readonly CatalogBiller[] = SPECS.flatMap(([kind, specs]) =>
  specs.map(({ billerid, billername, network }) => ({ billerid, billername, categoryid: CATEGORY[kind], ...(network ? { network } : {}) })));

export const ITEMS: readonly CatalogItem[] = SPECS.flatMap(([, specs]) =>
  specs.flatMap(({ billerid, items }) => items.map(({ name, naira, prepaid }, index) => ({
    paymentitemid: itemNumber(index),
    paymentitemname: name,
    amountKobo: naira * 100,
    paymentCode: `${billerid}${itemNumber(index)}`,
    billerid,
    ...(prepaid === undefined ? {} : { prepaid }),
  }))));

/** The kind of bill a category holds. */
export const kindOf = (categoryid: number): BillerKind | undefined =>
  (Object.keys(CATEGORY) as BillerKind[]).find((kind) => CATEGORY[kind] === categoryid);
