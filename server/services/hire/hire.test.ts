import { ofReference } from '../../testing/payment-kit';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../contract/dates';
import { HIRE_CALLBACK, HIRE_CODES, HIRE_EXPIRY_MINUTES, HIRE_MESSAGES, type HireSearchResult, type HireSummary } from '../../../contract/hire';
import { MAPS_MESSAGES } from '../../../contract/maps';
import { CONFIRM_OUTCOME } from '../../../contract/payment';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import { BOOKING_LOOKUP_LIMIT } from '../../auth/limits';
import { hirePayments, hires, hireVehicleDays, hireVehicles } from '../../db/schema-hire';
import type { Message } from '../../providers/messaging/types';
import { sandboxTransactions } from '../../sandbox/schema';
import { DEFAULT_BOOKING_SETTINGS } from '../booking/settings';
import { PAYMENT_NOT_OPENED } from './request';
import { sweepRegisteredHires } from './sweep';
import {
  call, cardConfirm, hireStatus, send, hireTestApp, IBADAN, ISLAND, JIBOWU, minutesAfter, NOW, PUBLIC_URL, pressCheckout, requestBody, requestHire, search,
  searchBody, sendTransfer, UTAKO,
} from '../../testing/hire-kit';
import { sitePath } from '../../../contract/call';
import * as hireCalls from '../../../contract/calls/hire';

/*
 * Bus hire end to end on PGlite (issue 17): search, request, card and transfer payments through the
 * sandbox, cancellation, a wrong amount and late money refunded, expiry, the sweep, the limits and
 * bad input. Each test takes days of its own, so the fleet one test holds never blocks another.
 */

const day = (n: number) => addDays(TEST_TODAY, n);
const HIACE = 1;
const SIENNA = 5;
/** Jibowu → Utako is 760.4 km in the fake gazetteer. */
const HIACE_FARE = 760_400_00;
const SIENNA_FARE = 608_320_00;

const opened = seededDatabase();
let app: Hono;
let refunds: Awaited<ReturnType<typeof hireTestApp>>['refunds'];
let sent: Message[];

beforeAll(async () => {
  vi.setSystemTime(NOW);
  ({ app, refunds, sent } = await hireTestApp(opened.db));
});
afterAll(() => {
  vi.useRealTimers();
});

const option = (result: HireSearchResult, modelId: number) => result.vehicles.find((v) => v.vehicleModelId === modelId)!;
const hireRow = async (ref: string) => (await opened.db.select().from(hires).where(eq(hires.reference, ref)))[0]!;
const daysOf = async (ref: string) =>
  opened.db.select({ vehicleId: hireVehicleDays.vehicleId, day: hireVehicleDays.day, modelId: hireVehicles.vehicleModelId })
    .from(hireVehicleDays).innerJoin(hires, eq(hires.id, hireVehicleDays.hireId)).innerJoin(hireVehicles, eq(hireVehicles.id, hireVehicleDays.vehicleId))
    .where(eq(hires.reference, ref)).orderBy(hireVehicleDays.vehicleId, hireVehicleDays.day);
const ledgerOf = (ref: string) => opened.db.select().from(sandboxTransactions).where(ofReference(ref));

/** A card hire made and accepted. */
async function cardHire(...args: Parameters<typeof requestBody>) {
  const res = await requestHire(app, requestBody(...args));
  expect(res.status, res.body.shortDescription).toBe(200);
  return res.body.data;
}

describe('search', () => {
  it('offers every model with the server\'s prices for the measured road, and the resolved addresses', async () => {
    const res = await send(app, hireCalls.bookingSearch, {
      body: { ...searchBody(), OnewayPickupLocation: '  jibowu terminal,   IKORODU road, Yaba, Lagos ', OnewayDistanceApart: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('1');
    expect(res.body.data.onewayDistanceKm).toBe(760.4);
    expect(res.body.data.pickupLocation).toBe(JIBOWU.formatted_address);
    expect(res.body.data.dropoffLocation).toBe(UTAKO.formatted_address);
    expect(res.body.data.vehicles.map((v) => [v.vehicleModelName, v.vehicleTotalNoSeats, v.farePrice, v.sleepOverPrice, v.noOfBookedVehicle, v.noOfAvailableVehicle])).toEqual([
      ['Hiace', 14, HIACE_FARE, 40_000_00, 0, 3],
      ['Hiace X', 12, 836_440_00, 45_000_00, 0, 3],
      ['Premium', 13, 950_500_00, 50_000_00, 0, 3],
      ['GIGM PRO', 8, 1_064_560_00, 55_000_00, 0, 3],
      ['Sienna', 6, SIENNA_FARE, 35_000_00, 0, 3],
    ]);
  });

  it('takes place ids as well as addresses, and a short trip costs the minimum', async () => {
    const res = await search(app, { from: { ...JIBOWU, formatted_address: JIBOWU.place_id }, to: IBADAN });
    expect(res.body.data.onewayDistanceKm).toBe(128.25);
    expect(option(res.body.data, HIACE).farePrice).toBe(128_250_00);
    expect(option(res.body.data, SIENNA).farePrice).toBe(102_600_00);
  });

  it('answers an unknown place 404, one place twice 400, and no road 502, each with its sentence', async () => {
    const unknown = await search(app, { to: { ...UTAKO, formatted_address: 'Atlantis' } });
    expect([unknown.status, unknown.body.code, unknown.body.shortDescription]).toEqual([404, '404', MAPS_MESSAGES.placeNotFound]);
    const same = await search(app, { to: JIBOWU });
    expect([same.status, same.body.shortDescription]).toEqual([400, MAPS_MESSAGES.samePlace]);
    const island = await search(app, { to: ISLAND });
    expect([island.status, island.body.shortDescription]).toEqual([502, MAPS_MESSAGES.distanceFailed]);
  });

  it('keeps to the windows in Lagos', async () => {
    expect((await search(app, { date: day(14) })).status).toBe(200);
    const far = await search(app, { date: day(15) });
    expect([far.status, far.body.shortDescription]).toEqual([400, HIRE_MESSAGES.departureWindow]);
    const today = await search(app, { date: day(0) });
    expect([today.status, today.body.shortDescription]).toEqual([400, HIRE_MESSAGES.departureWindow]);
    const before = await search(app, { date: day(5), returnDate: day(4) });
    expect([before.status, before.body.shortDescription]).toEqual([400, HIRE_MESSAGES.returnWindow]);
    const late = await search(app, { date: day(5), returnDate: day(20) });
    expect([late.status, late.body.shortDescription]).toEqual([400, HIRE_MESSAGES.returnWindow]);
    expect((await search(app, { date: day(5), returnDate: day(19) })).status).toBe(200);
    expect((await search(app, { date: day(5), returnDate: day(5) })).status).toBe(200);
    const missing = await send(app, hireCalls.bookingSearch, { body: { ...searchBody({ date: day(5) }), HiredServiceType: 1 } });
    expect([missing.status, missing.body.shortDescription]).toEqual([400, HIRE_MESSAGES.returnMissing]);
  });

  it('measures a distance for the hire panel', async () => {
    const q = (depart: string, arrival: string) => `${sitePath(hireCalls.getDistance)}?${new URLSearchParams({ depart, arrival })}`;
    const res = await call<number>(app, 'GET', q(UTAKO.formatted_address, JIBOWU.formatted_address));
    expect([res.status, res.body.data]).toEqual([200, 760.4]);
    expect((await call(app, 'GET', q('Atlantis', JIBOWU.formatted_address))).status).toBe(404);
    expect((await call(app, 'GET', q(ISLAND.place_id, JIBOWU.formatted_address))).status).toBe(502);
    expect((await call(app, 'GET', `${sitePath(hireCalls.getDistance)}?depart=`)).status).toBe(400);
  });

  it('answers 503 without a places adapter', async () => {
    const bare = await hireTestApp(opened.db, { places: undefined });
    const res = await search(bare.app);
    expect([res.status, res.body.shortDescription]).toEqual([503, MAPS_MESSAGES.unavailable]);
    expect((await requestHire(bare.app, requestBody())).status).toBe(503);
  });

  it('answers No bus found when nothing at all is free for the trip', async () => {
    for (const modelId of [1, 2, 3, 4, 5]) {
      for (const quantity of [3, 2]) expect((await requestHire(app, requestBody({ date: day(1), vehicles: [[modelId, quantity]] }))).status).toBe(200);
    }
    const none = await search(app, { date: day(1) });
    expect([none.status, none.body.shortDescription]).toEqual([404, HIRE_MESSAGES.noBus]);
    // A round trip that only touches the full day is full too; the day after is not.
    expect((await search(app, { date: day(1), returnDate: day(2) })).status).toBe(404);
    expect((await search(app, { date: day(2) })).status).toBe(200);
  });
});

describe('a card hire', () => {
  it('is priced by the server, holds its vehicle, and is paid through the checkout', async () => {
    const made = await cardHire({ date: day(2) }, { amount: 1, onewayDistanceApart: 2 });
    expect(made.refCode).toMatch(/^HIR-[A-HJ-NP-Z2-9]{10}$/);
    expect(made.amount).toBe(HIACE_FARE);
    expect(made.expiresAt).toBe(minutesAfter(NOW, HIRE_EXPIRY_MINUTES).toISOString());
    expect(made.checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/paystack/checkout/`));
    expect(made.account).toBeNull();
    const [tx] = await ledgerOf(made.refCode);
    expect([tx!.amountKobo, tx!.callbackUrl]).toEqual([HIACE_FARE, `${PUBLIC_URL}${HIRE_CALLBACK.path}?${HIRE_CALLBACK.param}=${made.refCode}`]);

    const held = await search(app, { date: day(2) });
    expect([option(held.body.data, HIACE).noOfBookedVehicle, option(held.body.data, HIACE).noOfAvailableVehicle]).toEqual([1, 3]);
    expect(await daysOf(made.refCode)).toHaveLength(1);

    const waiting = await hireStatus(app, made.refCode);
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    expect(waiting.body.data).toMatchObject({ refCode: made.refCode, status: 'awaiting-payment', amount: HIACE_FARE, email: '', phoneNumber: '', paidAt: null, account: null, vehicles: [{ vehicleModelId: 1, vehicleModelName: 'Hiace', quantity: 1, seats: 14 }] });
    // (No confirm before paying: it is the return page's, and Paystack's unpaid checkout there is one the traveller left.)
    const back = await pressCheckout(app, made.checkoutUrl!, 'pay');
    // Paystack adds its trxref and reference (the checkout's) after ours.
    expect(back.location).toBe(`${PUBLIC_URL}/call-back-hire?reference=${made.refCode}&trxref=${tx!.reference}&reference=${tx!.reference}`);
    const confirmed = await cardConfirm(app, made.refCode);
    expect([confirmed.status, confirmed.body.code]).toEqual([200, '1']);
    expect((confirmed.body.data as HireSummary).status).toBe('paid');
    expect((await hireStatus(app, made.refCode)).body.data.status).toBe('paid');
    const row = await hireRow(made.refCode);
    expect([row.status, row.paidProviderReference]).toEqual(['paid', tx!.reference]);
    // Paid once, however often it is confirmed; and its confirmation sent once.
    await cardConfirm(app, made.refCode);
    expect(await opened.db.select().from(hirePayments).where(eq(hirePayments.hireId, row.id))).toHaveLength(1);
    const mine = sent.filter((m) => m.body.includes(made.refCode));
    expect(mine.map((m) => [m.channel, m.to])).toEqual([['email', row.email], ['sms', `+234${row.phoneNumber.slice(1)}`]]);
    // Paid vehicles stay held past the expiry.
    vi.setSystemTime(minutesAfter(NOW, 2 * HIRE_EXPIRY_MINUTES));
    try {
      expect(option((await search(app, { date: day(2) })).body.data, HIACE).noOfBookedVehicle).toBe(1);
      expect((await hireStatus(app, made.refCode)).body.data.status).toBe('paid');
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('prices a round trip with and without the night, holding each vehicle for its days', async () => {
    const vehicles: [number, number][] = [[HIACE, 2], [SIENNA, 1]];
    const night = await cardHire({ date: day(3), returnDate: day(5), sleepOver: true, vehicles });
    expect(night.amount).toBe(2 * (2 * HIACE_FARE + 40_000_00) + (2 * SIENNA_FARE + 35_000_00));
    const nightDays = await daysOf(night.refCode);
    expect(nightDays).toHaveLength(3 * 3);
    expect(new Set(nightDays.map((d) => d.day))).toEqual(new Set([day(3), day(4), day(5)]));

    const noNight = await cardHire({ date: day(3), returnDate: day(5), sleepOver: false, vehicles });
    expect(noNight.amount).toBe(2 * 2 * HIACE_FARE + 2 * SIENNA_FARE);
    const noNightDays = await daysOf(noNight.refCode);
    expect(noNightDays).toHaveLength(3 * 2);
    expect(new Set(noNightDays.map((d) => d.day))).toEqual(new Set([day(3), day(5)]));
    expect(noNightDays.filter((d) => d.modelId === HIACE).map((d) => d.vehicleId)).toEqual([103, 103, 104, 104]);

    // Day 4: only the first hire's vehicles are away; days 3 and 5: both hires'.
    const mid = await search(app, { date: day(4) });
    expect(option(mid.body.data, HIACE).noOfBookedVehicle).toBe(2);
    const both = await search(app, { date: day(3), returnDate: day(5), sleepOver: true });
    expect([option(both.body.data, HIACE).noOfBookedVehicle, option(both.body.data, HIACE).noOfAvailableVehicle]).toEqual([4, 1]);
    expect([option(both.body.data, SIENNA).noOfBookedVehicle, option(both.body.data, SIENNA).noOfAvailableVehicle]).toEqual([2, 3]);
    const summary = (await hireStatus(app, night.refCode)).body.data;
    expect(summary).toMatchObject({ hiredServiceType: 1, onewayPickupDate: day(3), returnPickupDate: day(5), isSleepOver: true, onewayDistanceKm: 760.4 });
  });

  it('a one-way hire charges no night, and two lines of one model are one', async () => {
    const made = await cardHire({ date: day(6), sleepOver: true, vehicles: [[HIACE, 1], [HIACE, 1], [SIENNA, 0]] }, { returnPickupDate: day(8) });
    expect(made.amount).toBe(2 * HIACE_FARE);
    expect((await hireStatus(app, made.refCode)).body.data).toMatchObject({ isSleepOver: false, returnPickupDate: null, vehicles: [{ vehicleModelId: HIACE, quantity: 2 }] });
  });

  it('cancelled at the checkout: the hire is cancelled and its vehicles are free', async () => {
    const made = await cardHire({ date: day(7), vehicles: [[HIACE, 3]] });
    const back = await pressCheckout(app, made.checkoutUrl!, 'cancel');
    expect(back.location).toBe(`${PUBLIC_URL}/call-back-hire?reference=${made.refCode}`);
    const res = await cardConfirm(app, made.refCode);
    expect([res.status, res.body.code, res.body.shortDescription, res.body.data]).toEqual([200, '2', CONFIRM_OUTCOME.cancelled.message, null]);
    expect((await hireStatus(app, made.refCode)).body.data.status).toBe('cancelled');
    expect(await daysOf(made.refCode)).toEqual([]);
    expect(option((await search(app, { date: day(7) })).body.data, HIACE).noOfBookedVehicle).toBe(0);
  });

  it('a cancelled checkout the webhook never told us of is found by the confirm call', async () => {
    const made = await cardHire({ date: day(7) });
    await pressCheckout(app, made.checkoutUrl!, 'cancel', { skipWebhook: true });
    expect((await hireRow(made.refCode)).status).toBe('awaiting-payment');
    expect((await cardConfirm(app, made.refCode)).body.code).toBe('2');
    expect(await daysOf(made.refCode)).toEqual([]);
  });

  it('a wrong amount is refunded, once, and the hire cancelled', async () => {
    const made = await cardHire({ date: day(8) });
    const [tx] = await ledgerOf(made.refCode);
    await opened.db.update(sandboxTransactions).set({ meta: sql`${sandboxTransactions.meta} || '{"receivedKobo": 100000}'::jsonb` }).where(eq(sandboxTransactions.id, tx!.id));
    await pressCheckout(app, made.checkoutUrl!, 'pay');
    const expected = `Paystack collected an amount that does not match hire ${made.refCode}, so the hire was cancelled. Your payment of ₦1,000 with Paystack has been refunded.`;
    for (let i = 0; i < 3; i++) {
      const res = await cardConfirm(app, made.refCode);
      expect([res.status, res.body.code, res.body.shortDescription]).toEqual([409, CONFIRM_OUTCOME.refund.code, expected]);
    }
    // Paystack's transaction is named by its reference, the hire's first checkout (HIR-….1).
    expect(refunds.filter((r) => r.providerReference === tx!.reference)).toEqual([{ provider: 'paystack', providerReference: tx!.reference, amountKobo: 100_000 }]);
    expect((await ledgerOf(made.refCode))[0]!.status).toBe('refunded');
    expect((await hireStatus(app, made.refCode)).body.data.status).toBe('cancelled');
    expect(await daysOf(made.refCode)).toEqual([]);
    const [payment] = await opened.db.select().from(hirePayments).where(eq(hirePayments.providerReference, tx!.reference));
    expect([payment!.outcome, payment!.refundStatus]).toEqual(['amount-mismatch', 'refunded']);
  });

  it('a second payment at another provider, webhook and all, is refunded and the hire stays paid', async () => {
    const made = await cardHire({ date: day(8) });
    await pressCheckout(app, made.checkoutUrl!, 'pay');
    const res = await app.request('/sandbox/checkouts', { method: 'POST', body: new URLSearchParams({ provider: 'flutterwave', reference: made.refCode }) });
    expect(res.status).toBe(303);
    await pressCheckout(app, `${PUBLIC_URL}${res.headers.get('location')}`, 'pay');
    const ledger = await ledgerOf(made.refCode);
    expect(ledger.map((t) => [t.provider, t.status]).sort()).toEqual([['flutterwave', 'refunded'], ['paystack', 'paid']]);
    const [payment] = await opened.db.select().from(hirePayments).where(eq(hirePayments.provider, 'flutterwave'));
    expect([payment!.outcome, payment!.refundStatus]).toEqual(['duplicate', 'refunded']);
    expect((await cardConfirm(app, made.refCode)).body.code).toBe('1');
  });

  it('a payment that cannot be opened cancels the hire and frees its vehicles', async () => {
    const { app: down } = await hireTestApp(opened.db, { providersDown: true });
    for (const paymentMethod of [5, 4]) {
      const body = requestBody({ date: day(13), paymentMethod, vehicles: [[3, 3]] });
      const res = await requestHire(down, body);
      expect([res.status, res.body.shortDescription]).toEqual([503, PAYMENT_NOT_OPENED]);
      const [row] = await opened.db.select().from(hires).where(eq(hires.email, body.email));
      expect(row!.status).toBe('cancelled');
      expect(await daysOf(row!.reference)).toEqual([]);
    }
    expect(option((await search(app, { date: day(13) })).body.data, 3).noOfBookedVehicle).toBe(0);
    // The wiring of the app under test comes back for the tests after.
    ({ app, refunds, sent } = await hireTestApp(opened.db));
  });

  it('an unknown reference is 404 at the status and the confirm; a malformed one 400', async () => {
    for (const res of [await hireStatus(app, 'HIR-AAAAAAAAAA'), await cardConfirm(app, 'HIR-AAAAAAAAAA')]) {
      expect([res.status, res.body.shortDescription]).toEqual([404, HIRE_MESSAGES.notFound]);
    }
    expect((await hireStatus(app, 'x')).status).toBe(400);
  });
});

describe('a bank-transfer hire', () => {
  it.each([4, 10])('gateway %i: a timed account that lapses with the hire, paid on the sandbox transfer page', async (gateway) => {
    const res = await requestHire(app, requestBody({ date: day(9), paymentMethod: gateway }));
    expect(res.status).toBe(200);
    const made = res.body.data;
    expect(made.checkoutUrl).toBeNull();
    expect(made.account).toMatchObject({ bankName: 'Freely Sandbox Bank', accountName: 'Freely Transport Ltd' });
    expect(made.account!.accountNo).toMatch(/^\d{10}$/);
    const [tx] = await ledgerOf(made.refCode);
    expect([tx!.provider, tx!.amountKobo, (tx!.meta as { expiresAt: string }).expiresAt]).toEqual(['azapay', HIACE_FARE, made.expiresAt]);
    expect((await hireStatus(app, made.refCode)).body.data).toMatchObject({ status: 'awaiting-payment', account: made.account, paymentMethod: gateway });

    const page = await sendTransfer(app, made.account!.accountNo);
    expect(page.status).toBe(303);
    const paid = (await hireStatus(app, made.refCode)).body.data;
    expect([paid.status, paid.account]).toEqual(['paid', null]);
    expect((await cardConfirm(app, made.refCode)).body.code).toBe('1');
  });

  it('a transfer the webhook never told us of is found by the status call', async () => {
    const made = (await requestHire(app, requestBody({ date: day(9), paymentMethod: 4 }))).body.data;
    await sendTransfer(app, made.account!.accountNo, { skipWebhook: true });
    expect((await hireRow(made.refCode)).status).toBe('awaiting-payment');
    expect((await hireStatus(app, made.refCode)).body.data.status).toBe('paid');
  });

  it('an unpaid one lapses: its account refuses the transfer and the hire expires', async () => {
    const made = (await requestHire(app, requestBody({ date: day(9), paymentMethod: 4 }))).body.data;
    vi.setSystemTime(minutesAfter(NOW, HIRE_EXPIRY_MINUTES + 1));
    try {
      expect((await sendTransfer(app, made.account!.accountNo)).status).toBe(410);
      const status = await hireStatus(app, made.refCode);
      expect(status.body.data.status).toBe('expired');
      expect(await daysOf(made.refCode)).toEqual([]);
      const res = await cardConfirm(app, made.refCode);
      expect([res.body.code, res.body.shortDescription]).toEqual([HIRE_CODES.expired, HIRE_MESSAGES.expired]);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe('expiry', () => {
  it('an expired hire never blocks a vehicle: the search ignores it, a request takes its vehicles and expires it', async () => {
    const first = await cardHire({ date: day(10), vehicles: [[HIACE, 3]] });
    const second = await cardHire({ date: day(10), vehicles: [[HIACE, 2]] });
    const full = await search(app, { date: day(10) });
    expect([option(full.body.data, HIACE).noOfBookedVehicle, option(full.body.data, HIACE).noOfAvailableVehicle]).toEqual([5, 0]);
    const refused = await requestHire(app, requestBody({ date: day(10) }));
    expect([refused.status, refused.body.shortDescription]).toEqual([409, HIRE_MESSAGES.notEnoughVehicles]);

    vi.setSystemTime(minutesAfter(NOW, HIRE_EXPIRY_MINUTES));
    try {
      // No sweep has run: the lapsed holds are simply not counted.
      const free = await search(app, { date: day(10) });
      expect([option(free.body.data, HIACE).noOfBookedVehicle, option(free.body.data, HIACE).noOfAvailableVehicle]).toEqual([0, 3]);
      const taker = await cardHire({ date: day(10), vehicles: [[HIACE, 3]] });
      expect((await daysOf(taker.refCode)).map((d) => d.vehicleId)).toEqual([101, 102, 103]);
      expect((await hireRow(first.refCode)).status).toBe('expired');
      expect((await hireRow(second.refCode)).status).toBe('expired');
      expect(await daysOf(first.refCode)).toEqual([]);

      // Late money for the expired hire goes back.
      await pressCheckout(app, first.checkoutUrl!, 'pay');
      const late = await cardConfirm(app, first.refCode);
      expect([late.status, late.body.code, late.body.shortDescription]).toEqual([
        409, 'refund', `Hire ${first.refCode} had expired or was cancelled before the payment arrived. Your payment of ₦2,281,200 with Paystack has been refunded.`,
      ]);
      expect((await ledgerOf(first.refCode))[0]!.status).toBe('refunded');
      expect((await hireStatus(app, first.refCode)).body.data.status).toBe('expired');
      expect((await daysOf(taker.refCode))).toHaveLength(3);
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('the sweep expires lapsed hires and frees their vehicles, but pays one whose money came without a webhook', async () => {
    const unpaid = await cardHire({ date: day(11), vehicles: [[SIENNA, 2]] });
    const paidQuietly = await cardHire({ date: day(11), vehicles: [[SIENNA, 1]] });
    await pressCheckout(app, paidQuietly.checkoutUrl!, 'pay', { skipWebhook: true });
    const alsoLapsed = await cardHire({ date: day(11), vehicles: [[HIACE, 1]] });
    vi.setSystemTime(minutesAfter(NOW, HIRE_EXPIRY_MINUTES + 1));
    const fresh = await cardHire({ date: day(11), vehicles: [[HIACE, 1]] });
    try {
      await sweepRegisteredHires(opened.db);
      expect((await hireRow(unpaid.refCode)).status).toBe('expired');
      expect(await daysOf(unpaid.refCode)).toEqual([]);
      expect((await hireRow(paidQuietly.refCode)).status).toBe('paid');
      expect((await hireRow(alsoLapsed.refCode)).status).toBe('expired');
      expect((await hireRow(fresh.refCode)).status).toBe('awaiting-payment');
      expect(option((await search(app, { date: day(11) })).body.data, SIENNA).noOfBookedVehicle).toBe(1);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe('request rules', () => {
  it('refuses what cannot be hired, and writes nothing', async () => {
    const before = await opened.db.$count(hires);
    const cases: [Parameters<typeof requestBody>[0], number, string][] = [
      [{ vehicles: [[999, 1]] }, 400, HIRE_MESSAGES.unknownVehicle],
      [{ vehicles: [[HIACE, 2], [HIACE, 2]] }, 400, HIRE_MESSAGES.quantity],
      [{ vehicles: [[HIACE, 4]] }, 400, HIRE_MESSAGES.quantity],
      [{ vehicles: [[HIACE, 0]] }, 400, HIRE_MESSAGES.chooseVehicle],
      [{ date: day(15) }, 400, HIRE_MESSAGES.departureWindow],
      [{ date: day(5), returnDate: day(20) }, 400, HIRE_MESSAGES.returnWindow],
      [{ paymentMethod: 26 }, 400, HIRE_MESSAGES.gateway],
      [{ to: JIBOWU }, 400, MAPS_MESSAGES.samePlace],
      [{ to: ISLAND }, 502, MAPS_MESSAGES.distanceFailed],
    ];
    for (const [o, status, message] of cases) {
      const res = await requestHire(app, requestBody(o));
      expect([res.status, res.body.shortDescription], JSON.stringify(o)).toEqual([status, message]);
    }
    expect(await opened.db.$count(hires)).toBe(before);
  });

  it('bad input never answers 5xx', async () => {
    const good = requestBody({ date: day(12) });
    const bodies: unknown[] = [
      {}, [], null, 'not json', 42,
      { ...good, hireVehicleDetail: 'x' }, { ...good, hireVehicleDetail: [{ vehicleModelId: -1, quantity: 1 }] },
      { ...good, hireVehicleDetail: [{ vehicleModelId: 1, quantity: 1.5 }] }, { ...good, hireVehicleDetail: Array.from({ length: 50 }, () => ({ vehicleModelId: 1, quantity: 1 })) },
      { ...good, onewayPickupDate: '2026-02-30' }, { ...good, onewayPickupDate: '9999-99-99' }, { ...good, returnPickupDate: 'tomorrow', hiredServiceType: 1 },
      { ...good, hiredServiceType: 7 }, { ...good, paymentMethod: '5x' }, { ...good, paymentMethod: 1e30 },
      { ...good, onewayPickupLocation: 'x'.repeat(10_000) }, { ...good, onewayPickupLocation: 'Lagos\u0000' }, { ...good, oneWayDropoffLocation: '' },
      { ...good, phoneNumber: good.nextOfKinPhone }, { ...good, email: 'nobody' }, { ...good, gender: 3 }, { ...good, amount: { nested: 1 } },
      { ...good, isSleepOver: 'maybe' }, { ...good, fullName: '' },
    ];
    for (const body of bodies) {
      const res = await call(app, 'POST', sitePath(hireCalls.requestBooking), body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(typeof res.body.shortDescription).toBe('string');
      const s = await call(app, 'POST', sitePath(hireCalls.bookingSearch), body);
      expect(s.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
    }
    for (const ref of ['%00', 'HIR-' + 'A'.repeat(100), "HIR-'; drop table hires;--", 'hir-aaaaaaaaaa']) {
      expect((await call(app, 'GET', sitePath(hireCalls.hireStatus, { ref: ref }))).status).toBeLessThan(500);
      expect((await call(app, 'GET', sitePath(hireCalls.cardConfirm, { ref: ref }))).status).toBeLessThan(500);
    }
    for (const q of ['depart=a', 'arrival=b', `depart=${'x'.repeat(5000)}&arrival=b`, 'depart=%00&arrival=%01']) {
      expect((await call(app, 'GET', `${sitePath(hireCalls.getDistance)}?${q}`)).status).toBeLessThan(500);
    }
  });
});

describe('the look-up limit on the status call', () => {
  const own = seededDatabase();
  it('takes the booking service\'s look-ups per address a minute, then 429', async () => {
    const { app: limitedApp } = await hireTestApp(own.db, { booking: DEFAULT_BOOKING_SETTINGS });
    const statuses: number[] = [];
    for (let i = 0; i < BOOKING_LOOKUP_LIMIT.max + 2; i++) statuses.push((await hireStatus(limitedApp, 'HIR-AAAAAAAAAA')).status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(BOOKING_LOOKUP_LIMIT.max);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});

describe('unpaid-hold limits (the defaults)', () => {
  let limited: Hono;
  beforeAll(async () => {
    ({ app: limited } = await hireTestApp(opened.db, { holds: 'default' }));
  });

  it('one contact holds at most two unpaid hires; choosing again on the same days replaces the earlier one', async () => {
    const contact = { email: 'limits@example.com', phoneNumber: '08099990001', nextOfKinPhone: '08099990002' };
    const first = await requestHire(limited, requestBody({ date: day(12) }, contact));
    const second = await requestHire(limited, requestBody({ date: day(13) }, contact));
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await requestHire(limited, requestBody({ date: day(14) }, contact));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe(String(HIRE_EXPIRY_MINUTES * 60));
    expect(third.body.shortDescription).toMatch(/most unpaid hires allowed at once \(2 hires or 6 vehicles\)/);
    // Back to the selection on day 12's trip and chose again: the earlier day-12 hire is released.
    const again = await requestHire(limited, requestBody({ date: day(12), vehicles: [[SIENNA, 2]] }, contact));
    expect(again.status).toBe(200);
    expect((await hireRow(first.body.data.refCode)).status).toBe('cancelled');
    expect(await daysOf(first.body.data.refCode)).toEqual([]);
    // Seven vehicles at once is over the contact's six.
    const many = await requestHire(limited, requestBody({ date: day(13), vehicles: [[HIACE, 3], [SIENNA, 3], [2, 1]] }, { ...contact, email: 'other@example.com', phoneNumber: '08099990003' }));
    expect(many.status).toBe(429);
  });
});
