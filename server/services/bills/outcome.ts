import { BILLS_MESSAGES, koboToNaira, type BillOutcome, type BillStatus } from '../../../contract/bills';
import type { BillRow } from './rows';

/**
 * A row as the traveller sees it (contract billOutcomeSchema). 'paid' and 'vending' are moments
 * inside one request, or a crash the background check resolves: to the traveller they are
 * 'pending', like a vend the biller has not answered yet.
 */
export function statusOf(row: Pick<BillRow, 'status'>): BillStatus {
  switch (row.status) {
    case 'awaiting-payment':
    case 'success':
    case 'failed':
      return row.status;
    default:
      return 'pending';
  }
}

function messageOf(row: BillRow, status: BillStatus): string {
  switch (status) {
    case 'success':
      return row.kind === 'airtime' ? BILLS_MESSAGES.airtimeDone : BILLS_MESSAGES.purchased;
    case 'pending':
      return BILLS_MESSAGES.processing;
    case 'awaiting-payment':
      return BILLS_MESSAGES.awaitingCard;
    case 'failed':
      return row.failureMessage ?? (row.kind === 'electricity' ? BILLS_MESSAGES.electricityFailed : BILLS_MESSAGES.failedPayment);
  }
}

/** The outcome of a row that carries a purchase (every row past 'open'). */
export function outcomeOf(row: BillRow): BillOutcome {
  const status = statusOf(row);
  const amountKobo = row.amountKobo ?? 0;
  const feeKobo = row.feeKobo ?? 0;
  return {
    reference: row.reference,
    kind: row.kind ?? 'airtime',
    status,
    billerName: row.billerName ?? '',
    itemName: row.itemName ?? '',
    customerId: row.customerRef ?? '',
    customerName: row.customerName ?? '',
    amount: koboToNaira(amountKobo),
    fee: koboToNaira(feeKobo),
    total: koboToNaira(amountKobo + feeKobo),
    paymentGateway: row.gateway,
    token: row.token,
    authorizationUrl: status === 'awaiting-payment' ? row.checkoutUrl : null,
    refunded: row.refunded,
    message: messageOf(row, status),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
