import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import * as paymentCalls from '../../../contract/calls/payment';
import { addDays } from '../../../contract/dates';
import type { ConfirmedTicket } from '../../../contract/tickets';
import { savedTicketCookieName } from '../../../contract/saved-ticket-cookie';
import { cookieHeader, send, signedInCustomer } from '../../../tests/fixtures/accounts';
import { toLocalPhone } from '../../../contract/validation';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import type { DbHandle } from '../../db/client';
import { bookingBody, firstTrip, FLAGSHIP, NOW } from '../../testing/booking-kit';
import { openPaymentTest, pressCheckout, type TestApp } from '../../testing/payment-kit';

/*
 * Issue 32 §2: a confirmation answers the ticket and its booking as the look-up shows it, so the
 * app keeps it with no second call. Anyone holding a reference may ask, so the owner view (e-mail,
 * phone, next of kin) goes only to whoever proved the booking: the browser that made it (its
 * booking cookie) or the signed-in account that owns it. A reference alone, another booking's
 * cookie, a forged one, another account, or having started the payment oneself reveal nothing.
 */

let handle: DbHandle;
let app: TestApp;
beforeAll(async () => {
  // The seeded schedule's clock (server/testing/booking-kit.ts), for the booking's date rules.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  ({ handle, app } = await openPaymentTest());
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

const CONTACT = { email: 'owner.view@example.com', phoneNumber: '08031230001', nextOfKinName: 'Ngozi Obi' };
let seat = 0;

/** A booking made through POST /booking (by `token`'s account, or a guest); its cookie as the maker's browser holds it. */
async function makeBooking(token?: string, contact = CONTACT) {
  const trip = await firstTrip(app, handle.db, { ...FLAGSHIP, date: addDays(TEST_TODAY, 5) });
  const made = await send(app, bookingCalls.createBooking, { body: bookingBody(trip, [trip.availableSeats[seat++]!], undefined, contact), token });
  expect(made.status).toBe(200);
  const reference = made.body.data.bookingReferenceCode;
  const name = `freely_booking_${reference}`;
  expect(made.cookies[name]).toBeTruthy();
  return { reference, cookie: { [name]: made.cookies[name] } as Record<string, string>, name };
}

/** Pays the booking at the sandbox's Paystack checkout, opened by a caller with no cookie. */
async function pay(reference: string) {
  const opened = await send(app, paymentCalls.paystackInitialize, { body: { reference, email: CONTACT.email, amount: 1 } });
  expect(opened.status).toBe(200);
  await pressCheckout(app, opened.body.data, 'pay');
}

const confirm = (reference: string, headers: Record<string, string> = {}, token?: string) =>
  send(app, paymentCalls.paystackConfirm, { params: { ref: reference }, headers, token });

function expectReferenceView(data: ConfirmedTicket, reference: string) {
  expect(data).toMatchObject({ bookingReference: reference, bookingStatus: 1, email: '', phoneNumber: '' });
  expect(data.booking?.Object.refCode).toBe(reference);
  expect(data.booking?.userData.length).toBeGreaterThan(0);
  for (const row of data.booking?.userData ?? []) expect(row).toMatchObject({ phoneNumber: '', nextOfKinName: '' });
  const text = JSON.stringify(data);
  for (const secret of [CONTACT.email, CONTACT.phoneNumber, CONTACT.nextOfKinName]) expect(text).not.toContain(secret);
}

function expectOwnerView(data: ConfirmedTicket, reference: string) {
  expect(data).toMatchObject({ bookingReference: reference, bookingStatus: 1, email: CONTACT.email, phoneNumber: CONTACT.phoneNumber });
  expect(data.booking?.userData.length).toBeGreaterThan(0);
  for (const row of data.booking?.userData ?? []) expect(row).toMatchObject({ phoneNumber: CONTACT.phoneNumber, nextOfKinName: CONTACT.nextOfKinName });
  // The booking is the look-up's, signed QR included: what the vault keeps.
  expect(data.booking?.Object).toMatchObject({ refCode: reference, ticketQr: data.ticketQr });
}

it('the booking cookie is HttpOnly, SameSite=Strict, sent to the payment service only, for six hours', async () => {
  const trip = await firstTrip(app, handle.db, { ...FLAGSHIP, date: addDays(TEST_TODAY, 5) });
  const res = await app.request(sitePath(bookingCalls.createBooking), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bookingBody(trip, [trip.availableSeats[seat++]!], undefined, CONTACT)),
  });
  const [line, ...others] = res.headers.getSetCookie();
  expect(others).toEqual([]);
  expect(line).toMatch(/^freely_booking_FRE-[A-Z0-9]+=/);
  const attributes = line!.split(';').slice(1).map((a) => a.trim());
  expect(attributes).toEqual(expect.arrayContaining(['Max-Age=21600', 'Path=/api/payment', 'HttpOnly', 'Secure', 'SameSite=Strict']));
});

describe('a confirmation answers the booking with the ticket', () => {
  it("the browser that made the booking gets the owner view: the ticket's e-mail and phone, every row's phone and next of kin", async () => {
    const { reference, cookie } = await makeBooking();
    await pay(reference);
    const answer = await confirm(reference, { Cookie: cookieHeader(cookie) });
    expect(answer.status).toBe(200);
    expectOwnerView(answer.body.data, reference);
    // And the cookie that restores the ticket should the phone clear its storage (contract/saved-ticket-cookie.ts).
    expect(answer.cookies[savedTicketCookieName(reference)]).toBe(CONTACT.phoneNumber);
    // The same booking the look-up answers to whoever gives its contact.
    const lookedUp = await send(app, bookingCalls.bookingStatus, { query: { BookingRefCode: reference, Contact: CONTACT.phoneNumber } });
    expect(answer.body.data.booking).toEqual(lookedUp.body.data);
  });

  it('a reference alone gets the booking without e-mail, phone or next of kin, as the look-up without a contact', async () => {
    const { reference } = await makeBooking();
    await pay(reference);
    const answer = await confirm(reference);
    expect(answer.status).toBe(200);
    expectReferenceView(answer.body.data, reference);
    expect(answer.cookies).toEqual({});
    const lookedUp = await send(app, bookingCalls.bookingStatus, { query: { BookingRefCode: reference } });
    expect(answer.body.data.booking).toEqual(lookedUp.body.data);
  });

  it("another booking's cookie, renamed or not, and a forged one prove nothing", async () => {
    const mine = await makeBooking();
    const theirs = await makeBooking();
    await pay(theirs.reference);
    const [, signature] = mine.cookie[mine.name]!.split('.');
    for (const cookies of [
      mine.cookie,
      // My genuine cookie under their booking's name: its value names my booking.
      { [theirs.name]: mine.cookie[mine.name]! },
      // Their reference with my signature, or none.
      { [theirs.name]: `${theirs.reference}.${signature}` },
      { [theirs.name]: theirs.reference },
    ]) {
      const answer = await confirm(theirs.reference, { Cookie: cookieHeader(cookies) });
      expect(answer.status).toBe(200);
      expectReferenceView(answer.body.data, theirs.reference);
    }
  });

  it('starting the payment oneself proves nothing: the owner view stays with the browser that made the booking', async () => {
    const { reference, cookie } = await makeBooking();
    // An attacker holding the reference opens (or reuses) the checkout; the traveller pays.
    await pay(reference);
    expectReferenceView((await confirm(reference)).body.data, reference);
    expectOwnerView((await confirm(reference, { Cookie: cookieHeader(cookie) })).body.data, reference);
  });

  it('the signed-in account that made the booking gets the owner view from any browser; another account does not', async () => {
    const owner = await signedInCustomer(app);
    const stranger = await signedInCustomer(app);
    const { reference } = await makeBooking(owner.jwtToken);
    await pay(reference);
    expectOwnerView((await confirm(reference, {}, owner.jwtToken)).body.data, reference);
    expectReferenceView((await confirm(reference, {}, stranger.jwtToken)).body.data, reference);
  });

  it("an account whose own phone is the booking's contact gets the owner view of a guest's booking (as its history lists it)", async () => {
    const traveller = await signedInCustomer(app);
    const contact = { ...CONTACT, phoneNumber: toLocalPhone(traveller.phoneNumber) };
    const { reference } = await makeBooking(undefined, contact);
    await pay(reference);
    const answer = (await confirm(reference, {}, traveller.jwtToken)).body.data;
    expect(answer).toMatchObject({ email: CONTACT.email, phoneNumber: contact.phoneNumber });
    expect(answer.booking?.userData[0]).toMatchObject({ phoneNumber: contact.phoneNumber, nextOfKinName: CONTACT.nextOfKinName });
  });
});
