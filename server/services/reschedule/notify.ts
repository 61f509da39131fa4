import type { Ticket } from '../../../contract/booking';
import { formatTripDate } from '../../../contract/dates';
import { toInternationalPhone } from '../../../contract/validation';
import type { Db } from '../../db/client';
import { naira } from '../../money';
import type { Message, Messenger } from '../../providers/messaging/types';
import { emailLeg, emailTicketCode, smsLeg, ticketLink } from '../notifications/booking-confirmation';
import { awaitAtMost, CONFIRMATION_WAIT_MS, sendConfirmationOnce } from '../notifications/confirmations';
import { loadTicket } from '../booking/ticket';
import type { RescheduleRow } from './moves';
import { rescheduleSummary } from './summary';

/**
 * The e-mail and SMS of a done reschedule: the booking's usual confirmation of its trips as they
 * now are (reference, route, date and time, bus, seats and passengers, the ticket link), saying
 * which trip moved, from when, and what the change cost.
 */
export function rescheduleMessages(ticket: Ticket, row: Pick<RescheduleRow, 'reference' | 'feeKobo' | 'isReturn'>, was: { date: string; time: string }, baseUrl: string): Message[] {
  const reference = ticket.bookingReference;
  const link = ticketLink(baseUrl, reference);
  const cost = row.feeKobo > 0 ? `Reschedule fee paid: ${naira(row.feeKobo)}` : 'Reschedule fee: free';
  const moved = row.isReturn ? 'return trip' : 'trip';
  const legs = [{ name: ticket.return ? 'Outbound trip' : 'Trip', leg: ticket.outbound }, ...(ticket.return ? [{ name: 'Return trip', leg: ticket.return }] : [])];
  const messages: Message[] = [];
  const email = ticket.email.trim().toLowerCase();
  if (email) {
    const greeting = ticket.outbound.passengers[0]?.fullName;
    messages.push({
      channel: 'email',
      to: email,
      subject: `Your Freely ticket ${reference} is rescheduled`,
      body: [
        greeting ? `Hello ${greeting},` : 'Hello,',
        `Your ${moved} has moved from ${formatTripDate(was.date)} ${was.time} to the bus below, with new seats. Your old seats are released.`,
        `Booking reference: ${reference}\nReschedule reference: ${row.reference}\n${cost}`,
        ...legs.map(({ name, leg }) => emailLeg(name, leg)),
        `Open your ticket and its new QR code: ${link}`,
        ...emailTicketCode(ticket),
        'Keep this e-mail: the booking reference finds your booking at the terminal and on Booking Status.',
      ].join('\n\n'),
    });
  }
  const phone = ticket.phoneNumber.trim() && toInternationalPhone(ticket.phoneNumber);
  if (phone) {
    const leg = row.isReturn && ticket.return ? ticket.return : ticket.outbound;
    messages.push({ channel: 'sms', to: phone, body: `Freely: booking ${reference} is rescheduled (${row.feeKobo > 0 ? naira(row.feeKobo) : 'free'}). Now: ${smsLeg(leg)}. Ticket: ${link}` });
  }
  return messages;
}

/** Sends a done reschedule's messages once (confirmations.ts), waiting for them a bounded time; never throws. */
export async function notifyRescheduled(db: Db, messenger: Messenger | undefined, row: RescheduleRow, baseUrl: string): Promise<void> {
  if (!messenger || row.status !== 'done') return;
  const send = async () => {
    const summary = await rescheduleSummary(db, row);
    const ticket = await loadTicket(db, summary.bookingReference, new Date());
    if (!ticket) return 'not-owed' as const;
    return sendConfirmationOnce(db, messenger, { kind: 'reschedule', reference: row.reference }, () =>
      rescheduleMessages(ticket, row, { date: summary.from.departureDate, time: summary.from.departureTime }, baseUrl));
  };
  await awaitAtMost(send().catch((error: unknown) => console.error(`Reschedule ${row.reference}: its messages were not sent:`, error)), CONFIRMATION_WAIT_MS);
}
