import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMBASSADOR_MESSAGES as A, DELETION_REQUEST_MINUTES } from '../../../contract/ambassador';
import { sitePath } from '../../../contract/call';
import * as ambassadorCalls from '../../../contract/calls/ambassador';
import * as bookingCalls from '../../../contract/calls/booking';
import * as onboardingCalls from '../../../contract/calls/onboarding';
import { MESSAGES } from '../../../contract/messages';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { latestOtp, outbox, PASSWORD, refresh, send, signIn, signUpByPhone, newPhone } from '../../../tests/fixtures/accounts';
import { bookings, bookingSeats } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { accountDeletions } from '../../db/schema-ambassador';
import { billPayments } from '../../db/schema-bills';
import { hires } from '../../db/schema-hire';
import { wallets } from '../../db/schema-wallet';
import { ANONYMOUS } from './anonymise';
import {
  ambassadorTestApp, ask, customerWithData, deleteWith, from, lookup, requestDeletion, sendCode, whereStill, type AmbassadorTestApp,
} from '../../testing/ambassador-kit';

let t: AmbassadorTestApp;
beforeAll(async () => {
  t = await ambassadorTestApp();
});
afterAll(() => t.handle.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /GetAmbassadorByEmail/{email} and GET /SendOtpAmbassador/{ambassadorId}', () => {
  it('answer alike for an e-mail with an account and one without; only the account gets a code', async () => {
    const customer = await customerWithData(t);
    const known = await lookup(t, customer.email.toUpperCase());
    const unknown = await lookup(t, 'nobody.here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.data.ambassadorId).toMatch(/^[\w-]{40,600}$/);
    expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
    expect(Math.abs(known.body.data.ambassadorId.length - unknown.body.data.ambassadorId.length)).toBeLessThanOrEqual(8);
    // A new search is a new request: nothing in the id repeats.
    expect((await lookup(t, customer.email)).body.data.ambassadorId).not.toBe(known.body.data.ambassadorId);

    const before = (await outbox(t.app, customer.email)).length;
    const sentKnown = await sendCode(t, known.body.data.ambassadorId);
    const sentUnknown = await sendCode(t, unknown.body.data.ambassadorId);
    expect(sentKnown.body.shortDescription).toBe(A.otpSent);
    expect({ status: sentUnknown.status, message: sentUnknown.body.shortDescription }).toEqual({ status: sentKnown.status, message: sentKnown.body.shortDescription });
    expect(await outbox(t.app, customer.email)).toHaveLength(before + 1);
    expect(await outbox(t.app, 'nobody.here@example.com')).toEqual([]);
    // Both cost the same: a second code within the minute is refused for either.
    expect((await sendCode(t, known.body.data.ambassadorId)).status).toBe(429);
    expect((await sendCode(t, unknown.body.data.ambassadorId)).status).toBe(429);
    // A wrong code reads the same too.
    const wrongKnown = await deleteWith(t, known.body.data.ambassadorId, '000000', from('198.51.100.1'));
    const wrongUnknown = await deleteWith(t, unknown.body.data.ambassadorId, '000000', from('198.51.100.1'));
    expect(wrongUnknown.body.shortDescription).toBe(wrongKnown.body.shortDescription);
  });

  it('refuse a search without a valid e-mail, and an ambassadorId that is not ours or has lapsed', async () => {
    expect(await lookup(t, 'not-an-email')).toMatchObject({ status: 400, body: { shortDescription: MESSAGES.invalidEmail } });
    const forged = 'A'.repeat(80);
    expect(await sendCode(t, forged)).toMatchObject({ status: 400, body: { shortDescription: A.requestExpired } });
    const { body } = await lookup(t, 'lapse@example.com');
    t.advance(DELETION_REQUEST_MINUTES * 60_000 + 1000);
    expect(await sendCode(t, body.data.ambassadorId)).toMatchObject({ status: 400, body: { shortDescription: A.requestExpired } });
  });
});

describe('DELETE /DeleteWithOTPAmbassador/{ambassadorId}/{otp}', () => {
  it('anonymises the account: signed out everywhere, no personal data left in any table, trip and bill records kept', async () => {
    const customer = await customerWithData(t);
    const ambassadorId = await requestDeletion(t, customer.email);
    const code = await latestOtp(t.app, customer.email);
    expect(await deleteWith(t, ambassadorId, wrong(code))).toMatchObject({ status: 400, body: { shortDescription: M.otpWrong(4) } });
    expect(await deleteWith(t, ambassadorId, code)).toMatchObject({ status: 200, body: { code: '1', shortDescription: A.deleted } });

    // Signed out everywhere: the access token, the refresh token and the password are dead.
    expect((await send(t.app, onboardingCalls.me, { token: customer.token })).status).toBe(401);
    expect((await refresh(t.app, customer.token, customer.refreshCookie)).status).toBe(401);
    expect((await signIn(t.app, customer.email, PASSWORD, { headers: from('203.0.113.9') })).status).toBe(401);
    expect((await signIn(t.app, customer.phone, PASSWORD, { headers: from('203.0.113.9') })).status).toBe(401);

    // Nothing personal anywhere.
    expect(await whereStill(t.db, customer.all)).toEqual([]);

    // The trip and bill records stay, anonymous; the booking status shows no one.
    const res = await t.app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${customer.bookingReference}`);
    const looked = (await res.json()) as { data: { userData: { fullName: string; phoneNumber: string; nextOfKinName: string }[] } };
    expect(res.status).toBe(200);
    expect(looked.data.userData.map((r) => r.fullName)).toEqual([ANONYMOUS.passenger, ANONYMOUS.passenger]);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, customer.bookingReference));
    expect(booking).toMatchObject({ status: 1, totalKobo: 1_300_000, customerName: ANONYMOUS.name, email: null, phoneNumber: null, nextOfKinName: null });
    expect(await t.db.select({ n: bookingSeats.id }).from(bookingSeats).where(eq(bookingSeats.bookingId, booking!.id))).toHaveLength(2);
    const [hire] = await t.db.select().from(hires).where(eq(hires.email, ANONYMOUS.email));
    expect(hire).toMatchObject({ status: 'paid', totalKobo: 9_000_000 });
    const [bill] = await t.db.select().from(billPayments).where(eq(billPayments.customerId, customer.customerId));
    expect(bill).toMatchObject({ status: 'success', amountKobo: 500_000, customerRef: ANONYMOUS.billCustomer, customerEmail: null });
    // The wallet a kept bill names stays as an empty, locked shell without its PIN.
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, customer.customerId));
    expect(wallet).toMatchObject({ pinHash: null, availableKobo: 0 });
    expect(wallet?.lockedAt).not.toBeNull();
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(row).toMatchObject({ email: null, phone: null, passwordHash: null, photoId: null, firstName: '', nextOfKinName: '' });
    expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, customer.customerId))).toHaveLength(1);

    // The code went with the account, and the same e-mail and phone may register afresh.
    expect(await deleteWith(t, ambassadorId, code)).toMatchObject({ status: 400, body: { shortDescription: M.otpMissing } });
    t.advance(61_000);
    await signUpByPhone(t.app, customer.phone);
    const fresh = await signIn(t.app, customer.phone, PASSWORD, { headers: from('203.0.113.10') });
    expect(fresh.result?.Data?.customersId).not.toBe(customer.customerId);
    expect(fresh.result?.Data?.firstName).toBe('');
  });

  it('removes a wallet no record names, and is refused while the wallet holds money (the code stays usable)', async () => {
    const phone = await signUpByPhone(t.app, newPhone());
    const email = `money.${Date.now()}@example.com`;
    const first = await signIn(t.app, phone, PASSWORD);
    await send(t.app, onboardingCalls.updateEmail, { body: { email, phoneNumber: phone }, token: first.result!.Data!.jwtToken });
    await send(t.app, onboardingCalls.verifyCustomerCode, { body: { activationCode: await latestOtp(t.app, email), username: email, isAccountConfirmation: true } });
    const customerId = first.result!.Data!.customersId;
    const [wallet] = await t.db.insert(wallets).values({ customerId, availableKobo: 150_050, ledgerKobo: 150_050 }).returning();
    const ambassadorId = await requestDeletion(t, email);
    const code = await latestOtp(t.app, email);
    expect(await deleteWith(t, ambassadorId, code)).toMatchObject({ status: 409, body: { shortDescription: A.walletHoldsMoney('₦1,500.50') } });
    expect((await t.db.select().from(customers).where(eq(customers.id, customerId)))[0]?.email).toBe(email);
    await t.db.update(wallets).set({ availableKobo: 0, ledgerKobo: 0, cashbackKobo: 100 }).where(eq(wallets.id, wallet!.id));
    expect(await deleteWith(t, ambassadorId, code)).toMatchObject({ status: 409, body: { shortDescription: A.walletHoldsMoney('₦1.00') } });
    await t.db.update(wallets).set({ cashbackKobo: 0 }).where(eq(wallets.id, wallet!.id));
    expect((await deleteWith(t, ambassadorId, code)).status).toBe(200);
    expect(await t.db.select().from(wallets).where(eq(wallets.id, wallet!.id))).toEqual([]);
  });

  it('is refused while a bill payment is being completed', async () => {
    const customer = await customerWithData(t);
    await t.db.update(billPayments).set({ status: 'vending' }).where(eq(billPayments.customerId, customer.customerId));
    const ambassadorId = await requestDeletion(t, customer.email);
    expect(await deleteWith(t, ambassadorId, await latestOtp(t.app, customer.email))).toMatchObject({ status: 409, body: { shortDescription: A.billUnderway } });
    expect(await whereStill(t.db, [customer.email])).not.toEqual([]);
  });

  it('a withdrawn request\'s code no longer works, a resend replaces the code, and an unknown e-mail deletes nothing', async () => {
    const customer = await customerWithData(t);
    const ambassadorId = await requestDeletion(t, customer.email);
    const first = await latestOtp(t.app, customer.email);
    t.advance(61_000);
    expect((await sendCode(t, ambassadorId)).status).toBe(200);
    const second = await latestOtp(t.app, customer.email);
    if (first !== second) expect((await deleteWith(t, ambassadorId, first)).body.shortDescription).toMatch(/not correct/);
    const withdrawn = await ask(t.app, ambassadorCalls.withdrawDeletion, { params: { id: ambassadorId } });
    expect(withdrawn).toMatchObject({ status: 200, body: { shortDescription: A.withdrawn } });
    expect(await deleteWith(t, ambassadorId, second)).toMatchObject({ status: 400, body: { shortDescription: M.otpMissing } });
    expect((await t.db.select().from(customers).where(eq(customers.id, customer.customerId)))[0]?.email).toBe(customer.email);
  });
});
