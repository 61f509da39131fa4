import { BILLS_MESSAGES, type BillKind, type BillOutcome, type BillStatus } from '@contract/bills';

/** Spec 2 §8's success sentences: 'Airtime Purchased Successfully.' for airtime, 'Purchased Successfully.' for the rest. */
export const successMessage = (kind: BillKind): string => (kind === 'airtime' ? BILLS_MESSAGES.airtimeDone : BILLS_MESSAGES.purchased);

/** What a settled or waiting purchase looks like once paid: a modal's title, tone and sentence. */
export type OutcomeView = { tone: 'success' | 'failed' | 'pending'; title: string; message: string };

/**
 * The outcome modals of spec 1 §4 'Bill flow': electricity's Success, Failed ('Your transaction
 * failed, Please Try again.') and Pending ('Your transaction is processing'); the other kinds show
 * the same titles with the server's sentence for a failure (a refund said plainly).
 */
export function outcomeView(outcome: Pick<BillOutcome, 'kind' | 'status' | 'message' | 'refunded'>): OutcomeView {
  switch (outcome.status) {
    case 'success':
      return { tone: 'success', title: 'Success', message: successMessage(outcome.kind) };
    case 'failed':
      return { tone: 'failed', title: 'Failed', message: failureMessage(outcome) };
    default:
      return { tone: 'pending', title: 'Pending', message: BILLS_MESSAGES.processing };
  }
}

/** Electricity's sentence from the spec, then the server's own (a refund, a refusal) when it says more. */
export function failureMessage(outcome: Pick<BillOutcome, 'kind' | 'message' | 'refunded'>): string {
  const said = outcome.message.trim();
  if (outcome.kind === 'electricity') return said && said !== BILLS_MESSAGES.electricityFailed ? `${BILLS_MESSAGES.electricityFailed} ${said}` : BILLS_MESSAGES.electricityFailed;
  if (said) return said;
  return outcome.refunded ? BILLS_MESSAGES.refunded : BILLS_MESSAGES.payAdviceFailed;
}

/** A prepaid token in groups of four ('1234 5678 9012 3456 7890'), as it is typed into the meter. */
export const groupToken = (token: string): string => token.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The history's words for a status (spec: Successful, Pending, Failed; a card checkout never finished is 'Awaiting payment'). */
export const STATUS_LABEL: Record<BillStatus, string> = {
  success: 'Successful',
  pending: 'Pending',
  failed: 'Failed',
  'awaiting-payment': 'Awaiting payment',
};

export const KIND_LABEL: Record<BillKind, string> = { airtime: 'Airtime', data: 'Data', electricity: 'Electricity', tv: 'TV' };
