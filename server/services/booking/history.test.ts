import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusTrip, CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { bookingHistoryResponse, HISTORY_MESSAGES, type BookingHistoryRow } from '../../../contract/history';
import { type LoginResponse } from '../../../contract/onboarding';
import { toLocalPhone } from '../../../contract/validation';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { call, latestOtp, signedInCustomer } from '../../../tests/fixtures/accounts';
import { settleBooking } from './settle';
import { bookingApp } from './app';
import { bookingBody, FLAGSHIP, minutesAfter, NOW, ROOMY_SETTINGS, search, TOMORROW, type Envelope } from '../../testing/booking-kit';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
let outbound: BusTrip;
let back: BusTrip;
let ada: LoginResponse;
let bola: LoginResponse;
const RETURN_DATE = addDays(TOMORROW, 2);

beforeAll(async () => {
  vi.setSystemTime(NOW);
  t = await accountsTestApp();
  const { body } = await search(t.app, t.db, { ...FLAGSHIP, returnDate: RETURN_DATE });
  outbound = body.data.departures.find((trip) => trip.departureTime === '07:00 AM')!;
  back = [...body.data.arrivals].sort((a, b) => b.availableNumberOfSeats - a.availableNumberOfSeats)[0]!;
  ada = await signedInCustomer(t.app, { firstName: 'Ada', gender: 1 });
  bola = await signedInCustomer(t.app, { firstName: 'Bola', gender: 0 });
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.handle.close();
});

let cursor = 0;
/** A booking on the next free seats with these contact details. */
async function book(contact: { email?: string; phoneNumber?: string }, { adults = 1, roundTrip = false } = {}) {
  const seats = outbound.availableSeats.slice(cursor, cursor + adults);
  const returnSeats = back.availableSeats.slice(cursor, cursor + adults);
  cursor += adults;
  const body = bookingBody(outbound, seats, roundTrip ? { trip: back, seats: returnSeats } : undefined, contact);
  // The booking service alone with its limits out of the way: these tests book many times with one contact.
  const res = await bookingApp(t.db, ROOMY_SETTINGS).request('/booking', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as Envelope<CreateBookingResult>;
  return { ref: data.bookingReferenceCode, amount: data.amount, seats, returnSeats };
}

async function history(token: string | undefined, query = '?Email=&CountryCode=NG&Paginated=false') {
  const res = await t.app.request(`/api/booking/CustomerBooking/bookingHistorys${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Envelope<unknown> };
}

const rows = async (token: string, query?: string): Promise<BookingHistoryRow[]> => {
  const res = await history(token, query);
  expect(res.status).toBe(200);
  return v.parse(bookingHistoryResponse, res.body).data.data.userData;
};

describe('GET /CustomerBooking/bookingHistorys', () => {
  it('answers only a signed-in customer', async () => {
    const res = await history(undefined);
    expect(res.status).toBe(401);
    expect(res.body.shortDescription).toBe('Session Expired, Please log in');
    expect((await history('not-a-token')).status).toBe(401);
  });

  it('is empty for a customer who has not booked yet', async () => {
    const fresh = await signedInCustomer(t.app);
    expect(await rows(fresh.jwtToken)).toEqual([]);
  });

  it("lists the bookings made with the customer's phone, newest first, and never another's", async () => {
    const first = await book({ phoneNumber: toLocalPhone(ada.phoneNumber), email: 'someone@example.com' }, { adults: 2 });
    await settleBooking(t.db, { reference: first.ref, gateway: 5, provider: 'paystack', providerReference: `tx-${first.ref}`, amountKobo: first.amount });
    vi.setSystemTime(minutesAfter(NOW, 1));
    const second = await book({ phoneNumber: toLocalPhone(ada.phoneNumber) }, { roundTrip: true });
    const other = await book({ phoneNumber: toLocalPhone(bola.phoneNumber) });

    const list = await rows(ada.jwtToken);
    expect(list.map((r) => r.bookingReferenceCode)).toEqual([second.ref, first.ref]);
    const [roundTrip, oneWay] = list as [BookingHistoryRow, BookingHistoryRow];
    expect(oneWay).toEqual({
      bookingReferenceCode: first.ref,
      bookingStatus: 1,
      routeName: outbound.routeName,
      departureTerminalName: FLAGSHIP.from,
      destinationTerminalName: FLAGSHIP.to,
      departureDate: TOMORROW,
      departureTime: '07:00 AM',
      departsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      hasReturn: false,
      returnDepartureDate: '',
      returnDepartureTime: '',
      totalAmount: first.amount,
      noOfTicket: 2,
      seatNumbers: first.seats,
      returnSeatNumbers: [],
      passengers: ['Ada Obi', 'Passenger 2'],
      createdDate: NOW.toISOString(),
    });
    expect(roundTrip).toMatchObject({
      bookingStatus: 0,
      hasReturn: true,
      returnDepartureDate: RETURN_DATE,
      returnDepartureTime: back.departureTime,
      seatNumbers: second.seats,
      returnSeatNumbers: second.returnSeats,
      noOfTicket: 1,
      totalAmount: second.amount,
      createdDate: minutesAfter(NOW, 1).toISOString(),
    });
    expect((await rows(bola.jwtToken)).map((r) => r.bookingReferenceCode)).toEqual([other.ref]);
  });

  it('reads a lapsed hold as Expired (5) and is never cached', async () => {
    const { ref } = await book({ phoneNumber: toLocalPhone(bola.phoneNumber) });
    vi.setSystemTime(minutesAfter(NOW, 24 * 60));
    const res = await history(bola.jwtToken);
    expect(res.cacheControl).toBe('private, no-store');
    const row = v.parse(bookingHistoryResponse, res.body).data.data.userData.find((r) => r.bookingReferenceCode === ref);
    expect(row?.bookingStatus).toBe(5);
  });

  it('matches a verified e-mail address in any case, and refuses another Email with 403', async () => {
    const chi = await signedInCustomer(t.app, { firstName: 'Chi' });
    const email = 'chi.history@example.com';
    expect((await call(t.app, 'POST', '/customer/updateemailv2', { email, phoneNumber: chi.phoneNumber }, chi.jwtToken)).status).toBe(200);
    const verified = await call(t.app, 'POST', '/customer/verifyotp', { activationCode: await latestOtp(t.app, email), username: email, isAccountConfirmation: true });
    expect(verified.status).toBe(200);
    const { ref } = await book({ email: 'Chi.History@Example.com' });

    expect((await rows(chi.jwtToken, `?Email=${encodeURIComponent('CHI.history@example.com')}&CountryCode=NG&Paginated=false`)).map((r) => r.bookingReferenceCode)).toEqual([ref]);
    const theirs = await history(chi.jwtToken, `?Email=${encodeURIComponent('someone@example.com')}&CountryCode=NG`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.shortDescription).toBe(HISTORY_MESSAGES.notYours);
    // A customer without an e-mail address cannot ask for anyone's either.
    expect((await history(ada.jwtToken, `?Email=${encodeURIComponent(email)}`)).status).toBe(403);
  });

  it('answers only for Nigeria', async () => {
    const res = await history(ada.jwtToken, '?Email=&CountryCode=GH');
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toContain('CountryCode must be NG.');
  });
});
