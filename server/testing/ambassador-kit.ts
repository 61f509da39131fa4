import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import { sitePath } from '../../contract/call';
import * as ambassadorCalls from '../../contract/calls/ambassador';
import * as onboardingCalls from '../../contract/calls/onboarding';
import type { UpgradeRequest } from '../../contract/ambassador';
import { toLocalPhone } from '../../contract/validation';
import { accountsTestApp } from '../../tests/fixtures/accounts-app';
import { latestOtp, newPhone, PASSWORD, send, signIn, signUpByPhone, type Answer, type Requester } from '../../tests/fixtures/accounts';
import type { DbHandle } from '../db/client';
import type { Db } from '../db/client';
import { bookings, bookingSeats, trips } from '../db/schema';
import { customerPhotos, customers } from '../db/schema-accounts';
import { billPayments } from '../db/schema-bills';
import { customerFeedbacks, partnerEnquiries, routeSuggestions } from '../db/schema-forms';
import { hires } from '../db/schema-hire';
import { walletEntries, wallets } from '../db/schema-wallet';
import { inviteToUpgrade } from '../services/ambassador/invitations';

/** Helpers for the ambassador tests (not a test file itself). */

export type AmbassadorTestApp = Awaited<ReturnType<typeof accountsTestApp>>;

/** The composed app with the sandbox outbox, a clock the test moves, X-Forwarded-For trusted. */
export const ambassadorTestApp = (options: { handle?: DbHandle; sendsPerAddressPerHour?: number } = {}) =>
  accountsTestApp({ handle: options.handle, auth: { sendsPerAddressPerHour: options.sendsPerAddressPerHour ?? 10_000, messagesPerHour: 100_000 } });

export const from = (address: string) => ({ 'X-Forwarded-For': address });

/** A request as the app makes it: the call's method and path, a JSON body, a bearer and headers. */
export async function ask<T = unknown>(app: Requester, call: Parameters<typeof sitePath>[0] & { method: string }, input: { params?: Record<string, string>; body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer<T> & { headers: Headers }> {
  const headers: Record<string, string> = { ...input.headers };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  const res = await app.request(sitePath(call, input.params), { method: call.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
}

let serial = 0;
/** A fresh 11-digit phone per call in this process. */
export const freshPhone = () => `0809${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;

/** The eight upgrade fields, valid, with a phone and NIN of their own. */
export function upgradeForm(overrides: Partial<UpgradeRequest> = {}): UpgradeRequest {
  return {
    firstName: 'Amaka',
    lastName: 'Eze',
    phone: freshPhone(),
    email: `amaka.${randomBytes(4).toString('hex')}@example.com`,
    address: '12 Allen Avenue, Ikeja, Lagos',
    nin: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)),
    occupation: 'Trader',
    officeAddress: '4 Broad Street, Lagos Island',
    ...overrides,
  };
}

/** An invitation made at the test clock's now. */
export async function invite(t: Pick<AmbassadorTestApp, 'db' | 'clock'>, options?: Parameters<typeof inviteToUpgrade>[2]) {
  return (await inviteToUpgrade(t.db, new Date(t.clock.ms), options)).verificationId;
}

export type Submitted = { ambassadorToken: string; expiresIn: number; phoneNumber: string; resendAfterSeconds: number };

export const submit = (t: Pick<AmbassadorTestApp, 'app'>, verificationId: string, form: UpgradeRequest, headers?: Record<string, string>) =>
  ask<Submitted>(t.app, ambassadorCalls.submitUpgrade, { params: { verificationId }, body: form, headers });

export const verify = (t: Pick<AmbassadorTestApp, 'app'>, token: string | undefined, otp: string, phoneNumber: string, headers?: Record<string, string>) =>
  ask<{ tier: number }>(t.app, ambassadorCalls.verifyUpgradeOtp, { body: { otp, phoneNumber }, token, headers });

/** The code the outbox holds for an 11-digit phone. */
export const smsCode = (t: Pick<AmbassadorTestApp, 'app'>, phone: string) => latestOtp(t.app, `+234${phone.slice(1)}`);

export async function lookup(t: Pick<AmbassadorTestApp, 'app'>, email: string, headers?: Record<string, string>) {
  return ask<{ ambassadorId: string }>(t.app, ambassadorCalls.lookupByEmail, { params: { email }, headers });
}

export const sendCode = (t: Pick<AmbassadorTestApp, 'app'>, ambassadorId: string, headers?: Record<string, string>) =>
  ask<{ expiresAt: string }>(t.app, ambassadorCalls.sendDeletionOtp, { params: { ambassadorId }, headers });

export const deleteWith = (t: Pick<AmbassadorTestApp, 'app'>, ambassadorId: string, otp: string, headers?: Record<string, string>) =>
  ask<null>(t.app, ambassadorCalls.deleteWithOtp, { params: { ambassadorId, otp }, headers });

/** Search, then the code sent at once: the ambassadorId. */
export async function requestDeletion(t: Pick<AmbassadorTestApp, 'app'>, email: string, headers?: Record<string, string>): Promise<string> {
  const found = await lookup(t, email, headers);
  if (found.status !== 200) throw new Error(`lookup: ${found.status} ${found.body.shortDescription}`);
  const sent = await sendCode(t, found.body.data.ambassadorId, headers);
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${sent.body.shortDescription}`);
  return found.body.data.ambassadorId;
}

/** Names that appear nowhere else, so a search for them finds only this customer's data. */
export type PersonalData = {
  customerId: number;
  email: string;
  /** '+234…' */
  phone: string;
  token: string;
  refreshCookie: string;
  firstName: string;
  lastName: string;
  kinName: string;
  kinPhone: string;
  companion: string;
  homeAddress: string;
  meter: string;
  nin: string;
  bookingReference: string;
  /** Every string that must be gone after the deletion. */
  all: string[];
};

/**
 * A customer signed up by phone, with a completed profile, a verified e-mail and a password,
 * signed in; then their data in every table that holds personal data, written straight in
 * the database: a photo, a paid booking of two seats, a hire, a bill payment, the three forms,
 * an empty wallet with a ledger, and an ambassador upgrade with the same e-mail.
 */
export async function customerWithData(t: AmbassadorTestApp): Promise<PersonalData> {
  const tag = randomBytes(3).toString('hex');
  const firstName = `Zebediah${tag}`;
  const lastName = `Quarshie${tag}`;
  const kinName = `Philomena Kinsman${tag}`;
  const kinPhone = freshPhone();
  const companion = `Ifeoluwa Companion${tag}`;
  const homeAddress = `7 Secret Close ${tag}, Lekki`;
  // Random, not from the clock: a test that froze time would give two customers one meter.
  const meter = `4512${randomInt(1_000_000, 10_000_000)}`;
  const email = `zeb.${tag}@example.com`;
  // The shared counter: a second one with the same prefix handed a test a phone already registered.
  const phone = await signUpByPhone(t.app, newPhone());
  const first = await signIn(t.app, phone, PASSWORD);
  const token = first.result!.Data!.jwtToken;
  await send(t.app, onboardingCalls.completeProfile, {
    body: { phoneNumber: phone, gender: 0, firstName, lastName, nextOfKinName: kinName, nextOfKinGender: 1, nextOfKinPhoneNumber: kinPhone },
    token,
  });
  t.advance(61_000);
  await send(t.app, onboardingCalls.updateEmail, { body: { email, phoneNumber: phone }, token });
  await send(t.app, onboardingCalls.verifyCustomerCode, { body: { activationCode: await latestOtp(t.app, email), username: email, isAccountConfirmation: true } });
  const again = await signIn(t.app, email, PASSWORD);
  if (!again.result?.Data) throw new Error(`sign in by e-mail: ${again.envelope.shortDescription}`);
  const customerId = again.result.Data.customersId;
  const local = toLocalPhone(phone);

  const db = t.db;
  const photoId = randomBytes(18).toString('base64url');
  await db.insert(customerPhotos).values({ id: photoId, customerId, contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });
  await db.update(customers).set({ photoId }).where(eq(customers.id, customerId));

  // A trip whose seats 13 and 14 nobody holds (the seed sells some seats at the counter).
  const taken = db.select({ id: bookingSeats.id }).from(bookingSeats).where(and(eq(bookingSeats.tripId, trips.id), inArray(bookingSeats.seatNumber, [13, 14])));
  const [trip] = await db.select().from(trips).where(and(gte(trips.totalSeats, 14), notExists(taken))).orderBy(trips.id).limit(1);
  const bookingReference = `FRE-DEL${tag.toUpperCase()}`;
  const [booking] = await db.insert(bookings).values({
    reference: bookingReference, status: 1, customerName: `${firstName} ${lastName}`, email, phoneNumber: local, nextOfKinName: kinName, nextOfKinPhone: kinPhone, totalKobo: 1_300_000,
  }).returning();
  await db.insert(bookingSeats).values([
    { bookingId: booking!.id, tripId: trip!.id, seatNumber: 13, fullName: `${firstName} ${lastName}`, amountKobo: 650_000 },
    { bookingId: booking!.id, tripId: trip!.id, seatNumber: 14, fullName: companion, amountKobo: 650_000 },
  ]);
  await db.insert(hires).values({
    reference: `HIR-DEL${tag.toUpperCase()}`, status: 'paid', serviceType: 0, paymentMethod: 5, provider: 'paystack', fullName: `${firstName} ${lastName}`, gender: 0,
    email, phoneNumber: local, nextOfKinName: kinName, nextOfKinPhone: kinPhone, address: homeAddress, pickupLocation: 'Ikeja, Lagos', dropoffLocation: 'Ibadan, Oyo',
    pickupDate: '2026-12-01', distanceKm: 120, lines: [], vehicleCount: 1, totalKobo: 9_000_000, clientKey: 'k', expiresAt: new Date(), paidAt: new Date(), paidProviderReference: 'p',
  });
  const [wallet] = await db.insert(wallets).values({ customerId, pinHash: 'scrypt$x' }).returning();
  await db.insert(walletEntries).values({ walletId: wallet!.id, balance: 'main', direction: 'credit', amountKobo: 100, balanceAfterKobo: 100, description: 'Test', reference: `r-${tag}`, idempotencyKey: `k-${tag}` });
  await db.insert(walletEntries).values({ walletId: wallet!.id, balance: 'main', direction: 'debit', amountKobo: 100, balanceAfterKobo: 0, description: 'Test', reference: `s-${tag}`, idempotencyKey: `l-${tag}` });
  await db.insert(billPayments).values({
    reference: `BIL-DEL${tag.toUpperCase()}00000`, customerId, status: 'success', purchaseKey: `electricity|x|${meter}|5000|23`, kind: 'electricity', paymentCode: 'x',
    customerRef: meter, customerName: `${firstName} ${lastName}`, customerMobile: local, customerEmail: email, amountKobo: 500_000, feeKobo: 10_000, gateway: 23, walletId: wallet!.id, provider: 'wallet',
  });
  await db.insert(customerFeedbacks).values({ idempotencyKey: `fb-${tag}-0000000000`, customerName: `${firstName} ${lastName}`, phoneNumber: local, email, category: 4, subject: 'Feedback from Website', body: `I live at ${homeAddress}` });
  await db.insert(routeSuggestions).values({
    idempotencyKey: `rs-${tag}-0000000000`, customerId, fullName: `${firstName} ${lastName}`, departureState: 'Lagos', departureLocation: 'Ikeja', arrivalState: 'Oyo', arrivalLocation: 'Ibadan', email, phoneNumber: phone,
  });
  await db.insert(partnerEnquiries).values({
    idempotencyKey: `pe-${tag}-0000000000`, partnerType: 1, name: `${firstName} ${lastName}`, phoneNumber: local, email, state: 'Lagos', inspectionLocation: homeAddress, numberOfVehicles: 1, vehicles: [],
  });
  const nin = String(20_000_000_000 + Math.floor(Math.random() * 79_999_999_999));
  const verificationId = await invite(t);
  const submitted = await submit(t, verificationId, upgradeForm({ firstName, lastName, email, phone: local, nin, address: homeAddress }));
  if (submitted.status !== 200) throw new Error(`upgrade: ${submitted.body.shortDescription}`);
  return {
    customerId, email, phone, token: again.result.Data.jwtToken, refreshCookie: again.cookies.freely_refresh ?? '', firstName, lastName, kinName, kinPhone, companion, homeAddress, meter, nin, bookingReference,
    all: [email, phone, local, firstName, lastName, kinName, kinPhone, companion, homeAddress, meter, nin],
  };
}

/** Tables that stand for the outside world (the sandbox's outbox and providers), not ours to change. */
export const OUTSIDE_WORLD = new Set(['outbox_messages', 'sandbox_transactions']);

/** Every place in our tables where one of `needles` still appears: 'table: needle'. */
export async function whereStill(db: Db, needles: string[]): Promise<string[]> {
  const { rows } = (await db.execute(sql.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`))) as unknown as { rows: { table_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table } of rows) {
    if (OUTSIDE_WORLD.has(table)) continue;
    const dump = (await db.execute(sql.raw(`select coalesce(string_agg(t::text, ' '), '') as text from "${table}" t`))) as unknown as { rows: { text: string }[] };
    const text = dump.rows[0]?.text.toLowerCase() ?? '';
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${table}: ${needle}`);
  }
  return found;
}
