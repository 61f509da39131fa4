import type { BillKind } from '@contract/bills';

/** The menu's cards and the panels they open (spec 1 §2 'Bills'), in the spec's words. */
export const BILL_CARDS: readonly { kind: BillKind; title: string; subtitle: string }[] = [
  { kind: 'airtime', title: 'Top Up Airtime', subtitle: 'MTN, Glo, 9mobile, Airtel' },
  { kind: 'data', title: 'Data Bundle', subtitle: 'Bundles on every network' },
  { kind: 'tv', title: 'Tv Subscription', subtitle: 'DStv, GOtv, StarTimes' },
  { kind: 'electricity', title: 'Electricity', subtitle: 'Prepaid or postpaid' },
];

export const panelTitle = (kind: BillKind) => BILL_CARDS.find((card) => card.kind === kind)!.title;
