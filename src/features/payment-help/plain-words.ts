import { formatTripDate } from '@contract/dates';
import { refundDestination, type HelpPayment } from '@contract/payment-help';
import { formatDateTime } from '@/lib/clock-time';
import { COMPANY } from '@/lib/company';
import { formatNaira } from '@/lib/naira';

/** How the page tells one payment: a short status, the sentence that says what became of the money, and the way on. */
export type PlainWords = {
  status: string;
  /** The status's colour: bought, on its way back, still open, nothing taken, with a person. */
  tone: 'done' | 'back' | 'open' | 'none' | 'support';
  sentence: string;
  /** A prepaid electricity token, to copy. */
  token?: string;
  /** The ticket to open (a booking, or the booking a reschedule moved). */
  ticket?: string;
};

export function plainWords(payment: HelpPayment): PlainWords {
  const amount = formatNaira(payment.amountKobo);
  const paid = `Your payment of ${amount} with ${payment.provider}`;
  switch (payment.outcome) {
    case 'ticket':
      return { status: 'Ticket issued', tone: 'done', sentence: `${paid} bought your ticket, ${payment.bookingReference ?? payment.reference}.`, ticket: payment.bookingReference ?? payment.reference };
    case 'rescheduled':
      return { status: 'Trip changed', tone: 'done', sentence: `${paid} moved ${payment.bookingReference ? `booking ${payment.bookingReference}` : 'your booking'} to its new trip.`, ...(payment.bookingReference ? { ticket: payment.bookingReference } : {}) };
    case 'hire':
      return { status: 'Bus hire paid', tone: 'done', sentence: `${paid} paid your bus hire, ${payment.reference}.` };
    case 'purchase':
      return { status: 'Purchase complete', tone: 'done', sentence: `${paid} completed your purchase.`, ...(payment.token ? { token: payment.token } : {}) };
    case 'credit':
      return { status: 'Wallet credited', tone: 'done', sentence: `${amount} was added to your Freely wallet.` };
    case 'refund': {
      const refund = payment.refund;
      const back = formatNaira(refund?.amountKobo ?? payment.amountKobo);
      const to = refundDestination(payment.provider, payment.paidWith);
      const by = refund ? ` It reaches you by ${formatTripDate(refund.by)}.` : '';
      return refund?.done
        ? { status: 'Refunded', tone: 'back', sentence: `This payment bought nothing, so we sent ${back} ${to}${refund.refundedAt ? ` on ${formatDateTime(refund.refundedAt)}` : ''}.${by}` }
        : { status: 'Refund on its way', tone: 'back', sentence: `This payment bought nothing, so we are sending ${back} ${to}.${by}` };
    }
    case 'checking':
      return { status: 'Checking', tone: 'open', sentence: `We are checking with ${payment.provider}; you will hear from us by ${formatDateTime(payment.hearBy ?? payment.startedAt)}.` };
    case 'unpaid':
      return { status: 'No money taken', tone: 'none', sentence: 'No money was taken: this payment was not completed.' };
    case 'support':
      return {
        status: 'With our support team',
        tone: 'support',
        sentence: `Our support team has your case and will contact you. To speak to them now, call ${COMPANY.supportPhone} and give the reference ${payment.reference}.`,
      };
  }
}
