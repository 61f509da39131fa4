import type { Ticket, TicketLeg } from '../../../contract/booking';
import { formatTripDate } from '../../../contract/dates';
import { toInternationalPhone, toLocalPhone } from '../../../contract/validation';
import type { Db } from '../../db/client';
import { naira } from '../../money';
import type { Message, Messenger } from '../../providers/messaging/types';
import { awaitAtMost, CONFIRMATION_WAIT_MS, sendConfirmationOnce } from './confirmations';

/** Sends a confirmed booking's e-mail and SMS, once per booking, waiting for them a bounded time. */
export type BookingNotifier = (ticket: Ticket) => Promise<void>;

/**
 * The page that opens a booking's ticket; `baseUrl` is PUBLIC_URL (or the request's origin). With
 * the booking's phone (`contact`, as the SMS to that phone carries it) the page looks the booking
 * up as its owner: a phone whose storage was cleared, and whose saved-ticket cookie went too, gets
 * the whole ticket back and the way to restore it again (contract/saved-ticket-cookie.ts).
 */
export const ticketLink = (baseUrl: string, reference: string, contact?: string) =>
  `${baseUrl.replace(/\/+$/, '')}/bookingStatus?ref=${encodeURIComponent(reference)}${contact ? `&contact=${encodeURIComponent(contact)}` : ''}`;


const seatsOf = (leg: TicketLeg) => leg.passengers.map((p) => p.seatNumber).join(', ');
const legsOf = (ticket: Ticket) => [{ name: 'Trip', leg: ticket.outbound }, ...(ticket.return ? [{ name: 'Return trip', leg: ticket.return }] : [])];

/** One leg of a ticket as the confirmation e-mail lists it (the reschedule's e-mail too). */
export function emailLeg(name: string, leg: TicketLeg): string {
  return [
    `${name}: ${leg.departureTerminal} → ${leg.destinationTerminal}`,
    `Date: ${formatTripDate(leg.departureDate)}`,
    `Time: ${leg.departureTime}`,
    ...(leg.vehicleName ? [`Bus: ${leg.vehicleName}`] : []),
    `Seats: ${seatsOf(leg)}`,
    `Passengers: ${leg.passengers.map((p) => `${p.fullName} (seat ${p.seatNumber})`).join(', ')}`,
  ].join('\n');
}

/**
 * The signed ticket's code in an e-mail (contract/ticket-signature.ts): what the ticket's QR code
 * holds, so a conductor's scanner can still read it typed or from a printout, and a phone without
 * the app shows the QR from the link. Nothing for a ticket that is not signed.
 */
export const emailTicketCode = (ticket: Ticket): string[] =>
  ticket.ticketQr ? [`Ticket code (the QR code on your ticket holds it; the scanner at the terminal checks it):\n${ticket.ticketQr}`] : [];

/** One leg of a ticket in a confirmation SMS. */
export const smsLeg = (leg: TicketLeg) =>
  `${leg.departureTerminal} to ${leg.destinationTerminal}, ${formatTripDate(leg.departureDate)} ${leg.departureTime}, ` +
  `seat ${leg.passengers.map((p) => `${p.seatNumber} ${p.fullName}`).join(', seat ')}`;

/**
 * The e-mail (to the booking's address) and the short SMS (to its phone) that confirm a paid
 * booking: reference, route, date and time and seats and passengers of each leg, the amount, and
 * the link that opens the ticket. A channel the booking has no address for is skipped.
 */
export function bookingConfirmationMessages(ticket: Ticket, baseUrl: string): Message[] {
  const reference = ticket.bookingReference;
  const link = ticketLink(baseUrl, reference);
  const paid = naira(ticket.amount);
  const messages: Message[] = [];
  const email = ticket.email.trim().toLowerCase();
  if (email) {
    const greeting = ticket.outbound.passengers[0]?.fullName;
    messages.push({
      channel: 'email',
      to: email,
      subject: `Your Freely ticket ${reference}`,
      body: [
        greeting ? `Hello ${greeting},` : 'Hello,',
        `Your payment is confirmed and your seats are booked.`,
        `Booking reference: ${reference}\nAmount paid: ${paid}`,
        ...legsOf(ticket).map(({ name, leg }) => emailLeg(name, leg)),
        `Open your ticket and its QR code: ${link}`,
        ...emailTicketCode(ticket),
        'Keep this e-mail: the reference finds your booking at the terminal and on Booking Status.',
      ].join('\n\n'),
    });
  }
  const phone = ticket.phoneNumber.trim() && toInternationalPhone(ticket.phoneNumber);
  if (phone) {
    const back = ticket.return ? ` Return: ${smsLeg(ticket.return)}.` : '';
    messages.push({
      channel: 'sms',
      to: phone,
      body: `Freely: booking ${reference} is paid (${paid}). ${smsLeg(ticket.outbound)}.${back} Ticket: ${ticketLink(baseUrl, reference, toLocalPhone(phone))}`,
    });
  }
  return messages;
}

/** The notifier of one payment service: its messenger, and the base of the ticket link. */
export const bookingNotifier = (db: Db, messenger: Messenger, baseUrl: string, waitMs = CONFIRMATION_WAIT_MS): BookingNotifier =>
  (ticket) => awaitAtMost(
    sendConfirmationOnce(db, messenger, { kind: 'booking', reference: ticket.bookingReference }, () => bookingConfirmationMessages(ticket, baseUrl)),
    waitMs,
  );
