import { BILL_FEE_KOBO, NETWORK_NAMES, type BillKind, type Network } from '@contract/bills';
import { formatNaira } from '@/lib/naira';

/** What the traveller is about to buy, as the confirm modal shows it and the purchase call sends it. Amounts in kobo, fee excluded. */
export type BillOrder =
  | { kind: 'airtime'; phone: string; network: Network; amountKobo: number }
  | { kind: 'data'; phone: string; network: Network; billerId: number; paymentCode: string; itemName: string; amountKobo: number }
  | { kind: 'electricity'; billerName: string; itemName: string; paymentCode: string; meter: string; customerName: string; amountKobo: number }
  | { kind: 'tv'; billerName: string; itemName: string; paymentCode: string; smartCard: string; customerName: string; amountKobo: number };

/** Spec 2 §9: electricity and TV add a fixed ₦100; airtime and data none. The server adds the same; this is what the screen shows. */
export const feeKobo = (kind: BillKind): number => (kind === 'electricity' || kind === 'tv' ? BILL_FEE_KOBO : 0);

export const totalKobo = (order: BillOrder): number => order.amountKobo + feeKobo(order.kind);

/** The phone, meter or smart card number the bill is for. */
export function customerIdOf(order: BillOrder): string {
  switch (order.kind) {
    case 'airtime':
    case 'data':
      return order.phone;
    case 'electricity':
      return order.meter;
    case 'tv':
      return order.smartCard;
  }
}

/** What is bought: 'MTN Nigeria airtime', 'Glo Nigeria · 1GB (30 days)', 'Ikeja Electric · Prepaid', 'DStv · Compact'. */
export function orderTitle(order: BillOrder): string {
  switch (order.kind) {
    case 'airtime':
      return `${NETWORK_NAMES[order.network]} airtime`;
    case 'data':
      return `${NETWORK_NAMES[order.network]} · ${order.itemName}`;
    default:
      return `${order.billerName} · ${order.itemName}`;
  }
}

const CUSTOMER_LABEL: Record<BillKind, string> = { airtime: 'Phone number', data: 'Phone number', electricity: 'Meter number', tv: 'Smart card number' };

/** The confirm modal's lines: what, for whom (with the name the biller gave), amount, fee and total. */
export function orderLines(order: BillOrder): { label: string; value: string }[] {
  const fee = feeKobo(order.kind);
  const named = order.kind === 'electricity' || order.kind === 'tv' ? [{ label: 'Customer name', value: order.customerName || 'Not given by the biller' }] : [];
  return [
    { label: 'Service', value: orderTitle(order) },
    { label: CUSTOMER_LABEL[order.kind], value: customerIdOf(order) },
    ...named,
    { label: 'Amount', value: formatNaira(order.amountKobo) },
    { label: 'Fee', value: fee === 0 ? 'None' : formatNaira(fee) },
    { label: 'Total', value: formatNaira(totalKobo(order)) },
  ];
}
