import * as billsCalls from '@contract/calls/bills';
import { koboToNaira, type BillGateway, type BillOutcome } from '@contract/bills';
import type { BillOrder } from '../order';
import { billsCall } from './bills-token';

/** How the purchase is paid: by card (5, the checkout follows) or from the wallet (23, with the PIN). */
export type BillPayment = { reference: string; gateway: BillGateway; pin?: string };
/** The signed-in customer, as the pay advice names them. */
export type BillCustomer = { email: string; phone: string };

/**
 * One purchase, whatever pays it (contract/calls/bills.ts): airtime and data vending, or the pay
 * advice for electricity and TV. From the wallet the answer is final (or pending); by card it is
 * 'awaiting-payment' with the checkout's URL. The same reference pays once however often it is sent.
 */
export async function purchase(order: BillOrder, payment: BillPayment, customer: BillCustomer): Promise<BillOutcome> {
  const paid = { requestReference: payment.reference, paymentGateway: payment.gateway, ...(payment.pin ? { Pin: payment.pin } : {}) };
  switch (order.kind) {
    case 'airtime':
      // The airtime amount travels in naira as typed (contract/bills.ts airtimeRequest).
      return (await billsCall(billsCalls.airtime, { body: { phone: order.phone, network: order.network, amount: koboToNaira(order.amountKobo), ...paid } })).payload;
    case 'data':
      return (await billsCall(billsCalls.data, { body: { phone: order.phone, billerId: order.billerId, paymentCode: order.paymentCode, amount: order.amountKobo, ...paid } })).payload;
    case 'electricity':
    case 'tv': {
      const customerId = order.kind === 'electricity' ? order.meter : order.smartCard;
      const body = { amount: order.amountKobo, customerEmail: customer.email, customerId, customerMobile: customer.phone, paymentCode: order.paymentCode, ...paid };
      return (await billsCall(billsCalls.sendPayAdvice, { body })).payload;
    }
  }
}
