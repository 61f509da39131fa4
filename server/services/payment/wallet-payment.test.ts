import { and, eq } from 'drizzle-orm';
import { expect, it, onTestFinished, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import type { Ticket } from '../../../contract/booking';
import type { ConfirmedTicket } from '../../../contract/tickets';
import * as walletCalls from '../../../contract/calls/wallet';
import * as bookingCalls from '../../../contract/calls/booking';
import type { BookingHistoryRow } from '../../../contract/history';
import { addDays } from '../../../contract/dates';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import { bookingBody, firstTrip, FLAGSHIP, NOW } from '../../testing/booking-kit';
import { CASHBACK_RATE, PIN_MAX_TRIES, WALLET_CODES, WALLET_MESSAGES } from '../../../contract/wallet';
import { outbox } from '../../../tests/fixtures/accounts';
import { bookings, payments } from '../../db/schema';
import { burst, entriesOf, newWalletCustomer, onBothDatabasesWithWallet, openWallet, walletRow, type WalletCustomer, type WalletTestApp } from '../../testing/wallet-kit';
import { call, createPendingBooking, type Envelope, send } from '../../testing/payment-kit';
import * as paymentCalls from '../../../contract/calls/payment';

/*
 * POST /api/payment/Payment/ProcessWalletPayment (issue 15): a held booking of the customer's own,
 * paid from the wallet with the PIN, confirmed like a card payment, with 5% cashback, once,
 * also when submitted ten times at once; and refused without changing anything otherwise.
 */

const PIN = '4821';
const pay = (t: WalletTestApp, c: WalletCustomer, refCode: string, fields: Record<string, unknown> = {}, token = c.session) =>
  send(t.app, walletCalls.processWalletPayment, { body: {
    email: c.email, phone: c.phone, refCode, pin: PIN, description: 'Seat booking', walletType: 23, ...fields,
  }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
const bookingRow = async (t: WalletTestApp, reference: string) => (await t.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
const walletPayments = (t: WalletTestApp, reference: string) =>
  t.db.select().from(payments).where(and(eq(payments.provider, 'wallet'), eq(payments.providerReference, reference)));

onBothDatabasesWithWallet((name, t) => {
  it('pays a held booking from the main wallet, confirms it like a card payment and credits 5% cashback', async () => {
    const c = await newWalletCustomer(t);
    const booking = await createPendingBooking(t.db, { seats: 2, email: c.email });
    const w = await openWallet(t, c, { pin: PIN, mainKobo: booking.totalKobo + 12_345 });
    const paid = await pay(t, c, booking.reference);
    expect(paid.status).toBe(200);
    // The wallet pays only the account's own bookings (here by its e-mail): the answer is the owner view.
    expect(paid.body).toMatchObject({ code: '1', shortDescription: 'Payment confirmed.', data: { bookingReference: booking.reference, amount: booking.totalKobo, email: c.email, phoneNumber: '08012345678' } });
    expect((paid.body.data as ConfirmedTicket).booking?.userData[0]).toMatchObject({ phoneNumber: '08012345678', nextOfKinName: 'Chidi Obi' });
    expect(await bookingRow(t, booking.reference)).toMatchObject({ status: 1, paymentMethod: 23, paymentProvider: 'wallet', holdExpiresAt: null });
    expect(await walletPayments(t, booking.reference)).toMatchObject([{ gateway: 23, amountKobo: booking.totalKobo, outcome: 'confirmed' }]);

    const cashback = Math.round(booking.totalKobo * CASHBACK_RATE);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 12_345, ledgerKobo: 12_345, cashbackKobo: cashback });
    const entries = (await entriesOf(t.db, w.id)).slice(1);
    expect(entries.map((e) => [e.balance, e.direction, e.amountKobo, e.balanceAfterKobo, e.reference, e.idempotencyKey])).toEqual([
      ['main', 'debit', booking.totalKobo, 12_345, booking.reference, `booking:${booking.reference}`],
      ['cashback', 'credit', cashback, cashback, booking.reference, `cashback:${booking.reference}`],
    ]);
    // The same confirmation e-mail as a card payment.
    const mails = (await outbox(t.app, c.email)).filter((m) => m.subject === `Your Freely ticket ${booking.reference}`);
    expect(mails).toHaveLength(1);
  });

  it("pays, from the signed-in account's wallet, a booking made for someone else (the contact is the passenger's), and lists it in the account's history", async () => {
    // The seeded schedule's clock (server/testing/booking-kit.ts), for the booking's date rules.
    vi.setSystemTime(NOW);
    onTestFinished(() => void vi.useRealTimers());
    const c = await newWalletCustomer(t);
    const trip = await firstTrip(t.app, t.db, { ...FLAGSHIP, date: addDays(TEST_TODAY, 4) });
    const passenger = { email: `friend-${c.id}@example.com`, phoneNumber: '08031112222', firstName: 'Ngozi', lastName: 'Eze' };
    const made = await send(t.app, bookingCalls.createBooking, { body: bookingBody(trip, trip.availableSeats.slice(0, 1), undefined, passenger), headers: {
      Authorization: `Bearer ${c.session}`,
    } });
    expect(made.status).toBe(200);
    const { bookingReferenceCode: reference, amount } = made.body.data;
    await openWallet(t, c, { pin: PIN, mainKobo: amount });
    const paid = await pay(t, c, reference);
    expect(paid).toMatchObject({ status: 200, body: { code: '1', data: { bookingReference: reference } } });
    expect(await bookingRow(t, reference)).toMatchObject({ status: 1, email: passenger.email, phoneNumber: passenger.phoneNumber, customerId: c.id });
    expect((await walletRow(t.db, c.id)).availableKobo).toBe(0);
    const history = await call<{ data: { userData: BookingHistoryRow[] } }>(t.app, 'GET', `${sitePath(bookingCalls.bookingHistory)}?Email=&CountryCode=NG&Paginated=false`, undefined, {
      Authorization: `Bearer ${c.session}`,
    });
    expect(history.body.data.data.userData.map((row) => row.bookingReferenceCode)).toContain(reference);
  });

  it('ten submits at once pay once, credit cashback once, and all answer the ticket; a replay later too', async () => {
    const c = await newWalletCustomer(t);
    const booking = await createPendingBooking(t.db, { seats: 1, email: c.email });
    const w = await openWallet(t, c, { pin: PIN, mainKobo: booking.totalKobo * 3 });
    const answers = await burst(10, () => pay(t, c, booking.reference));
    expect(answers.map((a) => [a.status, (a.body.data as Ticket | null)?.bookingReference])).toEqual(Array.from({ length: 10 }, () => [200, booking.reference]));
    const replay = await pay(t, c, booking.reference);
    expect(replay.body.data).toEqual(answers[0]!.body.data);

    expect(await walletPayments(t, booking.reference)).toHaveLength(1);
    const moved = (await entriesOf(t.db, w.id)).filter((e) => e.reference === booking.reference);
    expect(moved.map((e) => [e.balance, e.direction])).toEqual([['main', 'debit'], ['cashback', 'credit']]);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: booking.totalKobo * 2, cashbackKobo: Math.round(booking.totalKobo * CASHBACK_RATE) });
    console.info(`[${name}] 10 wallet payments of one booking at once: paid once`);
  });

  it('walletType 1 pays from the cashback wallet', async () => {
    const c = await newWalletCustomer(t);
    const booking = await createPendingBooking(t.db, { seats: 1, email: c.email });
    await openWallet(t, c, { pin: PIN, mainKobo: 100, cashbackKobo: booking.totalKobo });
    expect((await pay(t, c, booking.reference, { walletType: '1' })).status).toBe(200);
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: 100, cashbackKobo: Math.round(booking.totalKobo * CASHBACK_RATE) });
    expect((await bookingRow(t, booking.reference)).paymentMethod).toBe(1);
  });

  it('a low balance, a wrong PIN or no PIN refuse and change nothing', async () => {
    const c = await newWalletCustomer(t);
    const booking = await createPendingBooking(t.db, { seats: 1, email: c.email });
    const w = await openWallet(t, c, { pin: PIN, mainKobo: booking.totalKobo - 1, cashbackKobo: booking.totalKobo });
    const before = await walletRow(t.db, c.id);
    expect(await pay(t, c, booking.reference)).toMatchObject({ status: 400, body: { code: WALLET_CODES.lowBalance, shortDescription: WALLET_MESSAGES.lowBalance } });
    expect(await pay(t, c, booking.reference, { walletType: 2 })).toMatchObject({ status: 400, body: { shortDescription: WALLET_MESSAGES.lowBalance } });
    expect(await walletRow(t.db, c.id)).toEqual(before);
    expect(await pay(t, c, booking.reference, { pin: '0000' })).toMatchObject({ status: 400, body: { shortDescription: WALLET_MESSAGES.wrongPin } });
    expect((await walletRow(t.db, c.id)).failedPinAttempts).toBe(1);
    expect(await entriesOf(t.db, w.id)).toHaveLength(2);
    expect(await bookingRow(t, booking.reference)).toMatchObject({ status: 0, paymentProvider: null });
    expect(await walletPayments(t, booking.reference)).toHaveLength(0);

    const noPin = await newWalletCustomer(t);
    const theirs = await createPendingBooking(t.db, { seats: 1, email: noPin.email });
    await openWallet(t, noPin, { mainKobo: theirs.totalKobo });
    expect(await pay(t, noPin, theirs.reference)).toMatchObject({ status: 400, body: { shortDescription: WALLET_MESSAGES.noPin } });
    expect((await walletRow(t.db, noPin.id)).availableKobo).toBe(theirs.totalKobo);
  });

  it(`locks after ${PIN_MAX_TRIES} wrong PINs at once, and pays nothing`, async () => {
    const c = await newWalletCustomer(t);
    const booking = await createPendingBooking(t.db, { seats: 1, email: c.email });
    await openWallet(t, c, { pin: PIN, mainKobo: booking.totalKobo });
    const answers = await burst(8, (i) => pay(t, c, booking.reference, { pin: String(1000 + i) }));
    expect(answers.filter((a) => a.body.shortDescription === WALLET_MESSAGES.wrongPin)).toHaveLength(PIN_MAX_TRIES - 1);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(8 - (PIN_MAX_TRIES - 1));
    expect(await pay(t, c, booking.reference)).toMatchObject({ status: 423, body: { shortDescription: WALLET_MESSAGES.locked } });
    expect(await walletRow(t.db, c.id)).toMatchObject({ availableKobo: booking.totalKobo, failedPinAttempts: PIN_MAX_TRIES });
    expect((await bookingRow(t, booking.reference)).status).toBe(0);
  });

  it("refuses another customer's booking or contact, a booking paid or being paid otherwise, a guest and bad input", async () => {
    const [a, b] = [await newWalletCustomer(t), await newWalletCustomer(t)];
    await openWallet(t, a, { pin: PIN, mainKobo: 10_000_000 });
    const theirs = await createPendingBooking(t.db, { seats: 1, email: b.email });
    expect(await pay(t, a, theirs.reference)).toMatchObject({ status: 404, body: { shortDescription: `No booking found with reference ${theirs.reference}.` } });
    const mine = await createPendingBooking(t.db, { seats: 1, email: a.email });
    expect(await pay(t, a, mine.reference, { email: b.email })).toMatchObject({ status: 403, body: { shortDescription: WALLET_MESSAGES.notYours } });
    expect(await pay(t, a, mine.reference, { phone: b.phone })).toMatchObject({ status: 403 });

    const started = await send(t.app, paymentCalls.paystackInitialize, { body: { reference: mine.reference, email: a.email } });
    expect(started.status).toBe(200);
    const refused = await pay(t, a, mine.reference);
    expect(refused.status).toBe(409);
    expect(refused.body.shortDescription).toMatch(/^Payment for booking .* was started with Paystack/);

    const confirmed = await createPendingBooking(t.db, { seats: 1, email: a.email, status: 1 });
    expect(await pay(t, a, confirmed.reference)).toMatchObject({ status: 409, body: { shortDescription: `Booking ${confirmed.reference} is already paid.` } });
    const expired = await createPendingBooking(t.db, { seats: 1, email: a.email, holdMinutes: -1 });
    expect((await pay(t, a, expired.reference)).status).toBe(409);

    const guest = await pay(t, a, mine.reference, {}, '');
    expect(guest.status).toBe(401);
    for (const [fields, message] of [[{ pin: '12a4' }, 'Your PIN is 4 digits.'], [{ walletType: 5 }, 'walletType is 1, 2 or 23.'], [{ refCode: 'x' }, 'Not a booking reference.']] as const) {
      const res = await pay(t, a, mine.reference, fields);
      expect(res as { status: number; body: Envelope }).toMatchObject({ status: 400, body: { shortDescription: message } });
    }
    expect((await walletRow(t.db, a.id)).availableKobo).toBe(10_000_000);
    expect(await entriesOf(t.db, (await walletRow(t.db, a.id)).id)).toHaveLength(1);
  });
});
