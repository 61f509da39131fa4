import * as v from 'valibot';
import {
  airtimeAmountSchema, billPhoneSchema, BILLS_MESSAGES, DATA_BILLER_IDS, electricityAmountSchema, meterNumberSchema, NETWORKS, smartCardSchema,
  type Network, type PaymentItem,
} from '@contract/bills';
import type { BillOrder } from './order';

/** The contract's first sentence about `value`, or null when it passes. */
export function issueOf(schema: v.GenericSchema, value: unknown): string | null {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? null : parsed.issues[0].message;
}

/** An amount field as Mantine's NumberInput holds it: a number, or '' (or a partial string) while typed. */
export type AmountValue = number | string;
const isBlank = (value: AmountValue) => String(value).trim() === '';
const kobo = (schema: typeof airtimeAmountSchema, value: AmountValue) => v.parse(schema, value);

export const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);
export const isValidPhone = (phone: string) => v.is(billPhoneSchema, phone);

type Errors<F extends string> = Partial<Record<F, string>>;
export type Checked<F extends string, O> = { order: O } | { errors: Errors<F> };

const result = <F extends string, O>(errors: Errors<F>, order: () => O): Checked<F, O> => (Object.keys(errors).length > 0 ? { errors } : { order: order() });

/** Top-up Airtime (spec 1 §2): an 11-digit phone, ₦50 to ₦50,000, and the network looked up or picked. */
export function checkAirtime(input: { phone: string; amount: AmountValue; network: Network | null }): Checked<'phone' | 'amount' | 'network', Extract<BillOrder, { kind: 'airtime' }>> {
  const errors: Errors<'phone' | 'amount' | 'network'> = {};
  const phone = issueOf(billPhoneSchema, input.phone);
  if (phone) errors.phone = phone;
  const amount = isBlank(input.amount) ? 'Enter the airtime amount.' : issueOf(airtimeAmountSchema, input.amount);
  if (amount) errors.amount = amount;
  if (!input.network) errors.network = BILLS_MESSAGES.networkUnknown;
  return result(errors, () => ({ kind: 'airtime', phone: input.phone.trim(), network: input.network!, amountKobo: kobo(airtimeAmountSchema, input.amount) }));
}

/** Data Bundle: a bundle of the network's data biller, its price read-only, and the phone to send it to. */
export function checkData(input: { network: Network | null; item: PaymentItem | null; phone: string }): Checked<'network' | 'item' | 'phone', Extract<BillOrder, { kind: 'data' }>> {
  const errors: Errors<'network' | 'item' | 'phone'> = {};
  if (!input.network) errors.network = 'Pick the network.';
  if (!input.item) errors.item = 'Pick a bundle.';
  const phone = issueOf(billPhoneSchema, input.phone);
  if (phone) errors.phone = phone;
  return result(errors, () => ({
    kind: 'data', phone: input.phone.trim(), network: input.network!, billerId: DATA_BILLER_IDS[input.network!], paymentCode: input.item!.paymentCode,
    itemName: input.item!.paymentitemname, amountKobo: Number(input.item!.amount),
  }));
}

type Biller = { billerid: number; billername: string };

/** Electricity: a disco, Prepaid or Postpaid, an 11 to 13-digit meter and ₦500 to ₦500,000; the name comes from validation. */
export function checkElectricity(input: { biller: Biller | null; item: PaymentItem | null; meter: string; amount: AmountValue }): Checked<'biller' | 'item' | 'meter' | 'amount', Extract<BillOrder, { kind: 'electricity' }>> {
  const errors: Errors<'biller' | 'item' | 'meter' | 'amount'> = {};
  if (!input.biller) errors.biller = 'Pick your electricity company.';
  if (!input.item) errors.item = 'Pick Prepaid or Postpaid.';
  const meter = issueOf(meterNumberSchema, input.meter);
  if (meter) errors.meter = meter;
  const amount = isBlank(input.amount) ? 'Enter the electricity amount.' : issueOf(electricityAmountSchema, input.amount);
  if (amount) errors.amount = amount;
  return result(errors, () => ({
    kind: 'electricity', billerName: input.biller!.billername, itemName: input.item!.paymentitemname, paymentCode: input.item!.paymentCode,
    meter: input.meter.trim(), customerName: '', amountKobo: kobo(electricityAmountSchema, input.amount),
  }));
}

/** TV: a provider, a package (its price read-only) and a 10 or 11-digit smart card; the name comes from validation. */
export function checkTv(input: { biller: Biller | null; item: PaymentItem | null; smartCard: string }): Checked<'biller' | 'item' | 'smartCard', Extract<BillOrder, { kind: 'tv' }>> {
  const errors: Errors<'biller' | 'item' | 'smartCard'> = {};
  if (!input.biller) errors.biller = 'Pick your TV provider.';
  if (!input.item) errors.item = 'Pick a package.';
  const card = issueOf(smartCardSchema, input.smartCard);
  if (card) errors.smartCard = card;
  return result(errors, () => ({
    kind: 'tv', billerName: input.biller!.billername, itemName: input.item!.paymentitemname, paymentCode: input.item!.paymentCode,
    smartCard: input.smartCard.trim(), customerName: '', amountKobo: Number(input.item!.amount),
  }));
}

/** A field's error map without `key`: the field was just edited. */
export const without = <F extends string>(key: F) => (errors: Partial<Record<F, string>>): Partial<Record<F, string>> => {
  const next = { ...errors };
  delete next[key];
  return next;
};
