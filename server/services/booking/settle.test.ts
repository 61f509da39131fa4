import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ticketSchema, UNPAID_HOLD_MINUTES, type BusTrip, type CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { bookings, payments, webhookEvents } from '../../db/schema';
import { findTicket, payableBooking, settleBooking, type SettleInput } from './settle';
import { bookingBody, flagshipPair, minutesAfter, NOW, postJson, TOMORROW, bookingTestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

const env = bookingTestApp();
let outbound: BusTrip;
let back: BusTrip;

beforeAll(async () => {
  ({ outbound, back } = await flagshipPair(env.app, env.db, addDays(TOMORROW, 2)));
});

let seatCursor = 0;
/** A new pending booking on the next free outbound seat(s), optionally with a return. */
async function newBooking(adults = 1, roundTrip = false) {
  const seats = outbound.availableSeats.slice(seatCursor, seatCursor + adults);
  const returnSeats = back.availableSeats.slice(seatCursor, seatCursor + adults);
  seatCursor += adults;
  const res = await postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(outbound, seats, roundTrip ? { trip: back, seats: returnSeats } : undefined, { email: 'ada@example.com' }));
  expect(res.body.shortDescription).toBe('SUCCESS');
  return { ...res.body.data, seats, returnSeats };
}
const input = (reference: string, amountKobo: number, providerReference = `PSK-${reference}`): SettleInput =>
  ({ reference, gateway: 5, provider: 'paystack', providerReference, amountKobo });
const paymentsOf = async (reference: string) => {
  const [b] = await env.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.reference, reference));
  const [p] = await env.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, b!.id));
  return { status: b!.status, payments: p!.n };
};

describe('settleBooking', () => {
  it('confirms once when called 10 times: one payments row, status 1, the same ticket', async () => {
    const booking = await newBooking(2);
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push(await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount)));
    expect(outcomes.map((o) => o.outcome)).toEqual(['confirmed', ...Array(9).fill('already-confirmed')]);
    expect(await paymentsOf(booking.bookingReferenceCode)).toEqual({ status: 1, payments: 1 });
    const tickets = outcomes.map((o) => ('ticket' in o ? o.ticket : undefined));
    expect(new Set(tickets.map((t) => JSON.stringify(t))).size).toBe(1);
  });

  it('confirms once when 10 replays arrive at the same time', async () => {
    const booking = await newBooking();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount))));
    expect(outcomes.filter((o) => o.outcome === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already-confirmed')).toHaveLength(9);
    expect(await paymentsOf(booking.bookingReferenceCode)).toEqual({ status: 1, payments: 1 });
  });

  it('refuses an amount that is not the booking total, and records the payment for reconciliation', async () => {
    const booking = await newBooking();
    expect(await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount - 100))).toEqual({ outcome: 'amount-mismatch' });
    expect(await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount - 100))).toEqual({ outcome: 'amount-mismatch' });
    expect(await paymentsOf(booking.bookingReferenceCode)).toEqual({ status: 0, payments: 1 });
  });

  it('a second payment for a confirmed booking is recorded as a duplicate and changes nothing; its replay answers the same', async () => {
    const booking = await newBooking();
    const first = await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount, 'PSK-first'));
    expect(first.outcome).toBe('confirmed');
    const other = { ...input(booking.bookingReferenceCode, booking.amount, 'FLW-second'), provider: 'flutterwave', gateway: 8 };
    expect(await settleBooking(env.db, other)).toEqual({ outcome: 'duplicate' });
    expect(await settleBooking(env.db, other)).toEqual({ outcome: 'duplicate' });
    // The first payment still answers its ticket.
    expect(await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount, 'PSK-first'))).toMatchObject({ outcome: 'already-confirmed' });
    const [b] = await env.db.select().from(bookings).where(eq(bookings.reference, booking.bookingReferenceCode));
    const rows = await env.db.select().from(payments).where(eq(payments.bookingId, b!.id)).orderBy(payments.id);
    expect(rows.map((r) => [r.provider, r.outcome, r.refundStatus])).toEqual([['paystack', 'confirmed', null], ['flutterwave', 'duplicate', null]]);
    expect(b!.status).toBe(1);
    expect(b!.paymentMethod).toBe(5);
  });

  it('records a webhook event in the same transaction, once: a replayed event moves nothing', async () => {
    const booking = await newBooking();
    const event = { provider: 'paystack', eventId: `evt-${booking.bookingReferenceCode}` };
    expect((await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount), { event })).outcome).toBe('confirmed');
    expect(await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount, 'PSK-other'), { event })).toEqual({ outcome: 'already-processed' });
    expect(await paymentsOf(booking.bookingReferenceCode)).toEqual({ status: 1, payments: 1 });
    const [recorded] = await env.db.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.eventId, event.eventId));
    expect(recorded!.n).toBe(1);
  });

  it('answers not-found for an unknown reference', async () => {
    expect(await settleBooking(env.db, input('FRE-NOPE22', 100))).toEqual({ outcome: 'not-found' });
    expect(await payableBooking(env.db, 'FRE-NOPE22')).toBeUndefined();
    expect(await findTicket(env.db, 'FRE-NOPE22')).toBeUndefined();
  });
});

describe('payableBooking', () => {
  it('gives the server-computed amount, the hold and the effective status', async () => {
    const booking = await newBooking();
    const payable = await payableBooking(env.db, booking.bookingReferenceCode.toLowerCase());
    expect(payable).toEqual({
      reference: booking.bookingReferenceCode,
      amountKobo: outbound.farePrice,
      status: 0,
      customerName: 'Ada Obi',
      email: 'ada@example.com',
      phoneNumber: expect.stringMatching(/^0\d{10}$/),
      holdExpiresAt: minutesAfter(NOW, UNPAID_HOLD_MINUTES),
      paymentProvider: null,
    });
    vi.setSystemTime(minutesAfter(NOW, UNPAID_HOLD_MINUTES));
    expect((await payableBooking(env.db, booking.bookingReferenceCode))?.status).toBe(5);
    vi.setSystemTime(NOW);
  });
});

describe('findTicket', () => {
  it('shows both legs with passengers and seats, the route and a 12-hour time', async () => {
    const booking = await newBooking(2, true);
    const outcome = await settleBooking(env.db, input(booking.bookingReferenceCode, booking.amount));
    expect(outcome.outcome).toBe('confirmed');
    const ticket = await findTicket(env.db, booking.bookingReferenceCode);
    expect(v.is(ticketSchema, ticket)).toBe(true);
    expect(ticket).toEqual({
      bookingReference: booking.bookingReferenceCode,
      bookingStatus: 1,
      ticketQr: expect.stringMatching(new RegExp(`^${booking.bookingReferenceCode} K[0-9A-Z]+ [A-Z2-7]{103}$`)),
      Route: 'Lagos (Jibowu) ==> Abuja (Utako)',
      departureTerminal: 'Lagos (Jibowu)',
      destinationTerminal: 'Abuja (Utako)',
      departureDate: TOMORROW,
      departureTime: '07:00 AM',
      amount: outbound.farePrice * 2 + back.farePrice * 2,
      discount: 0,
      email: 'ada@example.com',
      phoneNumber: expect.any(String),
      outbound: {
        routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
        departureTerminal: 'Lagos (Jibowu)',
        destinationTerminal: 'Abuja (Utako)',
        departureDate: TOMORROW,
        departureTime: '07:00 AM',
        vehicleName: 'Hiace 14 seater',
        passengers: [{ fullName: 'Ada Obi', seatNumber: booking.seats[0] }, { fullName: 'Passenger 2', seatNumber: booking.seats[1] }],
      },
      return: {
        routeName: 'Abuja (Utako) ==> Lagos (Jibowu)',
        departureTerminal: 'Abuja (Utako)',
        destinationTerminal: 'Lagos (Jibowu)',
        departureDate: back.departureDate,
        departureTime: back.departureTime,
        vehicleName: back.vehicleName,
        passengers: [{ fullName: 'Ada Obi', seatNumber: booking.returnSeats[0] }, { fullName: 'Passenger 2', seatNumber: booking.returnSeats[1] }],
      },
    });
    if (outcome.outcome === 'confirmed') expect(outcome.ticket).toEqual(ticket);
  });
});
