import { RESCHEDULE_GATEWAY, RESCHEDULE_MESSAGES, type RescheduleSummary } from '@contract/reschedule';
import { transferPollInterval } from '@/entities/payment/transfer-wait';

/** What the page shows for a reschedule as the server answered it. */
export type RescheduleView = 'done' | 'pay-card' | 'pay-transfer' | 'closed';

export function viewOf(summary: RescheduleSummary): RescheduleView {
  if (summary.status === 'done') return 'done';
  if (summary.status !== 'awaiting-payment') return 'closed';
  return summary.paymentMethod === RESCHEDULE_GATEWAY.transfer ? 'pay-transfer' : 'pay-card';
}

/** Why a reschedule ended without moving the booking, in the traveller's words (a refund said as the server said it). */
export function closedMessage(summary: RescheduleSummary): string {
  if (summary.refund) return summary.refund;
  switch (summary.status) {
    case 'expired':
      return RESCHEDULE_MESSAGES.expired;
    case 'failed':
      return RESCHEDULE_MESSAGES.failed;
    default:
      return RESCHEDULE_MESSAGES.cancelled;
  }
}

/**
 * Back from the card checkout the webhook may still be on its way: ask every 3 s for a minute. A
 * transfer is asked about by the one transfer polling rule (entities/payment/transfer-wait.ts):
 * every 5 s while online, not offline, until it is done or lapses.
 */
export function pollInterval(summary: RescheduleSummary | undefined, openedAt: number, now: number, online = true): number | false {
  if (!summary || summary.status !== 'awaiting-payment') return false;
  if (summary.paymentMethod === RESCHEDULE_GATEWAY.transfer) return transferPollInterval(false, online);
  return now - openedAt < 60_000 ? 3_000 : false;
}
