import { describe, expect, it } from 'vitest';
import type { Ticket, TicketLeg } from '../../../contract/booking';
import { bookingConfirmationMessages, ticketLink } from './booking-confirmation';

/** One leg of Ada and Chidi's trip by Toyota Hiace, on two seats side by side. */
const leg = (routeName: string, [departureTerminal, destinationTerminal]: [string, string], departureDate: string, departureTime: string, firstSeat: number): TicketLeg => ({
  routeName, departureTerminal, destinationTerminal, departureDate, departureTime, vehicleName: 'Toyota Hiace',
  passengers: [{ fullName: 'Ada Obi', seatNumber: firstSeat }, { fullName: 'Chidi Okafor', seatNumber: firstSeat + 1 }],
});
const outbound = leg('Lagos - Abuja', ['Lagos (Jibowu)', 'Abuja (Utako)'], '2026-11-24', '07:00 AM', 3);
const back = leg('Abuja - Lagos', ['Abuja (Utako)', 'Lagos (Jibowu)'], '2026-11-27', '09:30 AM', 7);
const ticket: Ticket = {
  bookingReference: 'FRE-ABCDEFGH23',
  bookingStatus: 1,
  Route: outbound.routeName,
  departureTerminal: outbound.departureTerminal,
  destinationTerminal: outbound.destinationTerminal,
  departureDate: outbound.departureDate,
  departureTime: outbound.departureTime,
  amount: 3_450_000,
  email: ' Ada@Example.com ',
  phoneNumber: '08031234567',
  outbound,
  return: null,
};
const BASE = 'https://freely.example/';
const LINK = 'https://freely.example/bookingStatus?ref=FRE-ABCDEFGH23';

describe('booking confirmation messages', () => {
  it('an e-mail with everything the ticket says, to the booking\'s address', () => {
    const [email] = bookingConfirmationMessages(ticket, BASE);
    expect(email).toMatchObject({ channel: 'email', to: 'ada@example.com', subject: 'Your Freely ticket FRE-ABCDEFGH23' });
    for (const part of [
      'Hello Ada Obi,', 'Booking reference: FRE-ABCDEFGH23', 'Amount paid: ₦34,500', 'Trip: Lagos (Jibowu) → Abuja (Utako)',
      'Date: Tue, 24 Nov 2026', 'Time: 07:00 AM', 'Bus: Toyota Hiace', 'Seats: 3, 4', 'Passengers: Ada Obi (seat 3), Chidi Okafor (seat 4)',
      `Open your ticket and its QR code: ${LINK}`,
    ]) expect(email!.body).toContain(part);
    // Not signed: no ticket code.
    expect(email!.body).not.toContain('Ticket code');
  });

  it('carries a signed ticket\'s code, what its QR code holds', () => {
    const qr = `FRE-ABCDEFGH23 K1 ${'A'.repeat(103)}`;
    const [email, sms] = bookingConfirmationMessages({ ...ticket, ticketQr: qr }, BASE);
    expect(email!.body).toContain(`Ticket code (the QR code on your ticket holds it; the scanner at the terminal checks it):\n${qr}`);
    // The SMS stays short: the link opens the ticket and its QR.
    expect(sms!.body).not.toContain(qr);
  });

  it('a short SMS to the phone in international form with the same facts and the link', () => {
    const [, sms] = bookingConfirmationMessages(ticket, BASE);
    expect(sms).toEqual({
      channel: 'sms',
      to: '+2348031234567',
      body: `Freely: booking FRE-ABCDEFGH23 is paid (₦34,500). Lagos (Jibowu) to Abuja (Utako), Tue, 24 Nov 2026 07:00 AM, seat 3 Ada Obi, seat 4 Chidi Okafor. Ticket: ${LINK}&contact=08031234567`,
    });
  });

  it('a round trip names both legs in both messages', () => {
    const [email, sms] = bookingConfirmationMessages({ ...ticket, return: back }, BASE);
    expect(email!.body).toContain('Return trip: Abuja (Utako) → Lagos (Jibowu)\nDate: Fri, 27 Nov 2026\nTime: 09:30 AM');
    expect(email!.body).toContain('Seats: 7, 8');
    expect(sms!.body).toContain('Return: Abuja (Utako) to Lagos (Jibowu), Fri, 27 Nov 2026 09:30 AM, seat 7 Ada Obi, seat 8 Chidi Okafor.');
  });

  it('skips a channel the booking has no address for', () => {
    expect(bookingConfirmationMessages({ ...ticket, email: '' }, BASE).map((m) => m.channel)).toEqual(['sms']);
    expect(bookingConfirmationMessages({ ...ticket, phoneNumber: ' ' }, BASE).map((m) => m.channel)).toEqual(['email']);
    expect(bookingConfirmationMessages({ ...ticket, email: '', phoneNumber: '' }, BASE)).toEqual([]);
  });

  it('links to the ticket page under the public URL', () => {
    expect(ticketLink('http://127.0.0.1:4319', 'FRE-X')).toBe('http://127.0.0.1:4319/bookingStatus?ref=FRE-X');
    expect(ticketLink(BASE, 'FRE-ABCDEFGH23')).toBe(LINK);
    expect(ticketLink(BASE, 'FRE-ABCDEFGH23', '08031234567')).toBe(`${LINK}&contact=08031234567`);
  });
});
