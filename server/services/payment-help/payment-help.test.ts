import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import * as helpCalls from '../../../contract/calls/payment-help';
import { lagosToday } from '../../../contract/dates';
import { PAYMENT_HELP_MESSAGES as H, type HelpPayment } from '../../../contract/payment-help';
import { outbox } from '../../../tests/fixtures/accounts';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { signingSecret } from '../../auth/tokens';
import { bookings, payments } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { billPayments } from '../../db/schema-bills';
import { hirePayments, hires } from '../../db/schema-hire';
import { paymentChecks } from '../../db/schema-payment-checks';
import { reschedulePayments, reschedules } from '../../db/schema-reschedule';
import { walletFundings, wallets } from '../../db/schema-wallet';
import { startSession } from '../onboarding/customers';
import { CHECKOUT_CASES, type ProviderCase } from '../../testing/payment-cases';
import { openCheckoutElsewhere, pressCheckout } from '../../testing/payment-kit';
import { addWorkingDays } from './refund-date';
import {
  ask, bookingOf, checkOf, codeSentTo, freshContact, helpTestApp, helpToken, listPayments, payAndConfirm, requestCode, verify, type HelpTestApp,
} from '../../testing/payment-help-kit';

/*
 * /payment-help's calls (issue 31): a contact proven by a code sees each of its payments of the
 * last 30 days with what became of it, and nothing of anyone else's.
 */

const [paystack, flutterwave] = CHECKOUT_CASES as [ProviderCase, ProviderCase];
const opened = seededDatabase();
let t: HelpTestApp;
beforeAll(async () => {
  t = await helpTestApp(opened.db);
});

const byReference = (list: HelpPayment[], reference: string, provider?: string) => list.filter((p) => p.reference === reference && (!provider || p.provider === provider));

describe('what the page shows for each payment', () => {
  it('bookings: the ticket, the refund of a second payment (how much, to where, by when), still checking, no money taken, with support, and one paid from the wallet', { timeout: 60_000 }, async () => {
    const me = freshContact();
    const contact = { email: me.email, phone: me.phone };
    const paid = await bookingOf(t.db, me);
    expect((await payAndConfirm(t, paystack, paid.reference)).body.code).toBe('1');
    await checkOf(t.db, { kind: 'booking', reference: paid.reference, provider: 'paystack', amountKobo: paid.totalKobo, ...contact }, 'issued');
    // The same booking paid again at Flutterwave: bought nothing, refunded.
    await pressCheckout(t.app, `https://freely.example${await openCheckoutElsewhere(t.app, 'flutterwave', paid.reference)}`, 'pay', { skipWebhook: true });
    expect((await flutterwave.confirm(t.app, paid.reference)).body.code).toBe('refund');
    await checkOf(t.db, { kind: 'booking', reference: paid.reference, provider: 'flutterwave', amountKobo: paid.totalKobo, ...contact }, 'refunded');
    const open = await bookingOf(t.db, me);
    const openCheck = await checkOf(t.db, { kind: 'booking', reference: open.reference, provider: 'azapay', amountKobo: open.totalKobo, ...contact });
    const abandoned = await bookingOf(t.db, me);
    await checkOf(t.db, { kind: 'booking', reference: abandoned.reference, provider: 'budpay', amountKobo: abandoned.totalKobo, ...contact }, 'unpaid');
    const stuck = await bookingOf(t.db, me);
    await checkOf(t.db, { kind: 'booking', reference: stuck.reference, provider: 'opay', amountKobo: stuck.totalKobo, ...contact }, 'support');
    // Paid from the wallet: no provider, no check row; found through the booking's contact.
    const fromWallet = await bookingOf(t.db, me);
    const [walletBooking] = await t.db.update(bookings).set({ status: 1, holdExpiresAt: null }).where(eq(bookings.reference, fromWallet.reference)).returning();
    await t.db.insert(payments).values({ bookingId: walletBooking!.id, gateway: 23, provider: 'wallet', providerReference: fromWallet.reference, amountKobo: fromWallet.totalKobo });

    const { status, body } = await listPayments(t, await helpToken(t, me.phone));
    expect(status).toBe(200);
    const list = body.data.payments;
    expect(list).toHaveLength(6);
    const [ticket] = byReference(list, paid.reference, 'Paystack');
    expect(ticket).toMatchObject({ kind: 'booking', outcome: 'ticket', bookingReference: paid.reference, paidWith: 'card', amountKobo: paid.totalKobo });
    expect(ticket!.what).toMatch(/^Bus ticket, .+ → .+, seat 1$/);
    const [refund] = byReference(list, paid.reference, 'Flutterwave');
    expect(refund).toMatchObject({ outcome: 'refund', paidWith: 'card', refund: { amountKobo: paid.totalKobo, done: true } });
    expect(refund!.refund!.by).toBe(addWorkingDays(lagosToday(new Date(refund!.refund!.refundedAt!)), 10));
    const [checking] = byReference(list, open.reference);
    expect(checking).toMatchObject({ outcome: 'checking', provider: 'AzaPay', paidWith: 'bank-transfer' });
    expect(Date.parse(checking!.hearBy!)).toBeGreaterThanOrEqual(openCheck.createdAt.getTime() + 15 * 60_000);
    expect(byReference(list, abandoned.reference)).toMatchObject([{ outcome: 'unpaid', provider: 'BudPay' }]);
    expect(byReference(list, stuck.reference)).toMatchObject([{ outcome: 'support', provider: 'OPay', paidWith: 'checkout' }]);
    expect(byReference(list, fromWallet.reference)).toMatchObject([{ outcome: 'ticket', provider: 'Wallet', paidWith: 'wallet', amountKobo: fromWallet.totalKobo }]);
    // Newest first.
    expect(list.map((p) => p.startedAt)).toEqual(list.map((p) => p.startedAt).toSorted().toReversed());
  });

  it('hire, bill, wallet funding and reschedule: the hire paid, the purchase (its token), a bill refunded with its fee, the credit, the reschedule done', { timeout: 60_000 }, async () => {
    const me = freshContact();
    const contact = { email: me.email, phone: me.phone };
    const [customer] = await t.db.insert(customers).values({ phone: `+234${me.phone.slice(1)}`, email: me.email, referralCode: `H${randomBytes(6).toString('hex')}`, firstName: 'Ada', customerStage: 1 }).returning();
    const [wallet] = await t.db.insert(wallets).values({ customerId: customer!.id }).returning();
    const now = new Date();
    const unique = () => randomBytes(5).toString('hex').toUpperCase();

    const [hire] = await t.db.insert(hires).values({
      reference: `HIR-${unique()}`, status: 'paid', serviceType: 0, paymentMethod: 5, provider: 'paystack', fullName: 'Ada Obi', gender: 1, email: me.email, phoneNumber: me.phone,
      nextOfKinName: 'Chidi Obi', nextOfKinPhone: '08087654321', address: '1 Allen Avenue', pickupLocation: 'Ikeja, Lagos', dropoffLocation: 'Ibadan, Oyo', pickupDate: '2026-12-10',
      distanceKm: 128, lines: [], vehicleCount: 1, totalKobo: 25_000_000, clientKey: 'k', expiresAt: now, paidAt: now, paidProviderReference: 'PSK_HIRE1',
    }).returning();
    await t.db.insert(hirePayments).values({ hireId: hire!.id, provider: 'paystack', providerReference: 'PSK_HIRE1', amountKobo: 25_000_000, outcome: 'paid' });
    await checkOf(t.db, { kind: 'hire', reference: hire!.reference, provider: 'paystack', amountKobo: 25_000_000, ...contact }, 'issued');

    const bill = (over: Partial<typeof billPayments.$inferInsert>) => ({
      reference: `BIL-${unique()}AB`, customerId: customer!.id, purchaseKey: 'k', paymentCode: '110101', customerRef: '45012345678', customerEmail: me.email,
      gateway: 5, provider: 'paystack', paidAt: now, ...over,
    });
    const [token] = await t.db.insert(billPayments).values(bill({
      status: 'success', kind: 'electricity', billerName: 'Ikeja Electric', itemName: 'Prepaid', amountKobo: 500_000, feeKobo: 10_000, providerReference: 'PSK_BILL1', token: '1234-5678-9012-3456-7890',
    })).returning();
    await checkOf(t.db, { kind: 'bill', reference: token!.reference, provider: 'paystack', amountKobo: 510_000, ...contact }, 'issued');
    const [failed] = await t.db.insert(billPayments).values(bill({
      status: 'failed', kind: 'tv', billerName: 'DStv', itemName: 'Compact', customerRef: '7012345678', amountKobo: 1_900_000, feeKobo: 10_000, providerReference: 'PSK_BILL2', refunded: true, refundedAt: now,
    })).returning();
    await checkOf(t.db, { kind: 'bill', reference: failed!.reference, provider: 'paystack', amountKobo: 1_910_000, ...contact }, 'refunded');

    const [funding] = await t.db.insert(walletFundings).values({
      reference: `WAL-${unique()}AB`, walletId: wallet!.id, customerId: customer!.id, amountKobo: 300_000, status: 'success', provider: 'paystack', providerReference: 'PSK_FUND1', settledAt: now,
    }).returning();
    await checkOf(t.db, { kind: 'funding', reference: funding!.reference, provider: 'paystack', amountKobo: 300_000, ...contact }, 'issued');

    const booking = await bookingOf(t.db, me);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    const [reschedule] = await t.db.insert(reschedules).values({
      reference: `RSC-${unique()}`, bookingId: row!.id, isReturn: false, fromTripId: booking.tripId, fromSeats: [1], toTripId: booking.tripId, toSeats: [2], status: 'done', feeKobo: 100_000,
      paymentMethod: 5, provider: 'paystack', sequence: 1, paidProviderReference: 'PSK_RSC1', doneAt: now,
    }).returning();
    await t.db.insert(reschedulePayments).values({ rescheduleId: reschedule!.id, provider: 'paystack', providerReference: 'PSK_RSC1', amountKobo: 100_000, outcome: 'paid' });
    await checkOf(t.db, { kind: 'reschedule', reference: reschedule!.reference, provider: 'paystack', amountKobo: 100_000, ...contact }, 'issued');

    const list = (await listPayments(t, await helpToken(t, me.email))).body.data.payments;
    expect(list).toHaveLength(5);
    expect(byReference(list, hire!.reference)).toMatchObject([{ kind: 'hire', outcome: 'hire', what: 'Bus hire, Ikeja, Lagos → Ibadan, Oyo, Thu, 10 Dec 2026' }]);
    expect(byReference(list, token!.reference)).toMatchObject([{
      kind: 'bill', outcome: 'purchase', amountKobo: 510_000, what: 'Ikeja Electric Prepaid electricity, meter 45012345678', token: '1234-5678-9012-3456-7890',
    }]);
    expect(byReference(list, failed!.reference)).toMatchObject([{ outcome: 'refund', what: 'DStv Compact, smart card 7012345678', refund: { amountKobo: 1_910_000, done: true } }]);
    expect(byReference(list, funding!.reference)).toMatchObject([{ kind: 'funding', outcome: 'credit', what: 'Wallet funding', amountKobo: 300_000 }]);
    expect(byReference(list, reschedule!.reference)).toMatchObject([{ kind: 'reschedule', outcome: 'rescheduled', bookingReference: booking.reference }]);
    expect(byReference(list, reschedule!.reference)[0]!.what).toMatch(new RegExp(`^Reschedule of booking ${booking.reference} to .+ → `));
  });
});

describe('the token', () => {
  it("opens its own contact's payments of the last 30 days, and nobody else's", { timeout: 60_000 }, async () => {
    const [ada, bola] = [freshContact(), freshContact()];
    const mine = await bookingOf(t.db, ada);
    await checkOf(t.db, { kind: 'booking', reference: mine.reference, provider: 'paystack', amountKobo: mine.totalKobo, email: ada.email, phone: ada.phone });
    const theirs = await bookingOf(t.db, bola);
    await checkOf(t.db, { kind: 'booking', reference: theirs.reference, provider: 'paystack', amountKobo: theirs.totalKobo, email: bola.email, phone: bola.phone });
    // Ada's e-mail on a booking whose phone is Bola's: the e-mail's token sees it, Bola's phone too; Ada's phone does not.
    const shared = await bookingOf(t.db, { email: ada.email, phone: bola.phone });
    await checkOf(t.db, { kind: 'booking', reference: shared.reference, provider: 'paystack', amountKobo: shared.totalKobo, email: ada.email, phone: bola.phone });
    // Older than 30 days.
    const old = await bookingOf(t.db, ada);
    await checkOf(t.db, { kind: 'booking', reference: old.reference, provider: 'paystack', amountKobo: old.totalKobo, email: ada.email, phone: ada.phone });
    await t.db.update(paymentChecks).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(paymentChecks.reference, old.reference));

    const references = async (contact: string) => (await listPayments(t, await helpToken(t, contact))).body.data.payments.map((p) => p.reference).sort();
    expect(await references(ada.email)).toEqual([mine.reference, shared.reference].sort());
    expect(await references(ada.phone)).toEqual([mine.reference]);
    expect(await references(bola.phone)).toEqual([theirs.reference, shared.reference].sort());
    expect(await references(bola.email)).toEqual([theirs.reference]);
  });

  it('answers 401 without one, for a forged or expired one, and for a sign-in token', async () => {
    const ada = freshContact();
    const secret = await signingSecret(t.db);
    const iat = Math.floor(Date.now() / 1000);
    const [customer] = await t.db.insert(customers).values({ phone: `+234${ada.phone.slice(1)}`, email: ada.email, referralCode: `H${randomBytes(6).toString('hex')}`, customerStage: 1 }).returning();
    const session = (await startSession(t.db, customer!)).login.jwtToken;
    const tokens = [
      undefined,
      'not-a-token',
      await sign({ sub: ada.email, role: 'PaymentHelp', iat: iat - 3600, exp: iat - 60 }, secret, 'HS256'),
      await sign({ sub: ada.email, role: 'PaymentHelp', iat, exp: iat + 600 }, 'another-secret-of-enough-length-0123456789', 'HS256'),
      await sign({ sub: ada.email, role: 'Customer', iat, exp: iat + 600 }, secret, 'HS256'),
      session,
    ];
    for (const token of tokens) {
      const answer = await ask(t, helpCalls.payments, { token });
      expect([answer.status, answer.body.shortDescription]).toEqual([401, H.tokenExpired]);
    }
  });
});

describe('the code', () => {
  it('is asked for the same way whether or not the contact paid, and sent only to one that did', async () => {
    const [known, unknown] = [freshContact(), freshContact()];
    const booking = await bookingOf(t.db, known);
    await checkOf(t.db, { kind: 'booking', reference: booking.reference, provider: 'paystack', amountKobo: booking.totalKobo, email: known.email, phone: known.phone });
    const a = await requestCode(t, known.phone, '10.30.0.1');
    const b = await requestCode(t, unknown.phone, '10.30.0.1');
    expect([a.status, a.body.shortDescription, Object.keys(a.body.data).sort()]).toEqual([b.status, b.body.shortDescription, Object.keys(b.body.data).sort()]);
    expect([a.status, a.body.shortDescription]).toEqual([200, H.codeSent]);
    expect(await outbox(t.app, `+234${known.phone.slice(1)}`)).toHaveLength(1);
    expect(await outbox(t.app, `+234${unknown.phone.slice(1)}`)).toHaveLength(0);
    // A guess at either reads the same: a code exists for both.
    const wrongKnown = await verify(t, known.phone, '000000', '10.30.0.2');
    const wrongUnknown = await verify(t, unknown.phone, '000000', '10.30.0.2');
    expect([wrongKnown.status, wrongKnown.body.shortDescription]).toEqual([wrongUnknown.status, wrongUnknown.body.shortDescription]);
    expect(wrongKnown.body.shortDescription).toBe('That code is not correct. 4 tries left.');
    // Typed as +234…, with spaces: the same contact.
    const code = await codeSentTo(t, known.phone);
    const right = await verify(t, `+234 ${known.phone.slice(1, 4)} ${known.phone.slice(4)}`, code!, '10.30.0.2');
    expect(right.status).toBe(200);
    expect(right.body.data.contact).toBe(known.phone);
    expect((await verify(t, known.phone, code!, '10.30.0.2')).body.shortDescription).toBe('This code has already been used. Please request a new code.');
  });

  it('refuses what is neither a Nigerian phone nor an e-mail address, and a second code within a minute', async () => {
    for (const contact of ['', 'ada@', '+447700900123', '0803123456']) {
      const answer = await requestCode(t, contact);
      expect([answer.status, answer.body.shortDescription]).toEqual([400, H.badContact]);
    }
    const { email } = freshContact();
    expect((await requestCode(t, email)).status).toBe(200);
    const again = await requestCode(t, email);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
