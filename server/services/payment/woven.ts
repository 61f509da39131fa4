import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { sitePath } from '../../../contract/call';
import * as paymentCalls from '../../../contract/calls/payment';
import { fail } from '../../../contract/envelope';
import { TRANSFER_WINDOW_MINUTES } from '../../../contract/payment';
import { VIRTUAL_ACCOUNT_USES, VIRTUAL_ACCOUNT_VALID_MINUTES, WOVEN_EXPIRED, type WovenAccount } from '../../../contract/woven';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { virtualAccounts } from '../../db/schema-woven';
import { RuleError } from '../../http/respond';
import { PROVIDERS } from '../../providers/payments/catalog';
import type { VirtualAccountProvider } from '../../providers/payments/types';
import { payableBooking, type PayableBooking } from '../booking/settle';
import { BOOKING_STATUS } from '../booking/status';
import { normaliseReference } from '../booking/ticket';
import type { BookingNotifier } from '../notifications/booking-confirmation';
import { noBooking } from './booking-to-pay';
import { answerVerdict, confirmWithProvider } from './confirm';

/*
 * /woven-pay: a booking paid by bank transfer into a one-use virtual account (spec 2 §7.5's
 * creation call, spec 2 §9: transfer within 30 minutes, account valid 60 minutes, single use).
 *
 * The account is opened at the provider by the server, never by the app: customer_reference is the
 * booking reference, name, e-mail and mobile number are the booking's, expires_on 60 minutes,
 * use_frequency 1, min_amount = max_amount = the booking's total, callback_url our webhook. It is
 * kept in virtual_accounts with the end of the traveller's 30 minutes (transfer_by, never past the
 * seats' hold, which the first claim extended to 30 minutes: settle.ts claimPayment).
 *
 * When those 30 minutes are over the seats are free (the hold lapsed), and the account is closed
 * at the provider by the next look-up or the sweep (a minute at most), so the bank refuses a late
 * transfer. One that still lands is refused by settlement (virtual-account-window.ts: too late,
 * recorded and refunded), as is a wrong amount (amount-mismatch) or a payment for a booking
 * already paid (duplicate): confirm.ts, as for every provider.
 */

const NAME = 'woven';
type AccountRow = typeof virtualAccounts.$inferSelect;

export type WovenContext = {
  db: Db;
  provider: VirtualAccountProvider | undefined;
  /** PUBLIC_URL or the request's origin: the webhook the provider is told to call. */
  base: string;
  /** Claims the booking for this provider and checks what the provider already has (app.ts startPayment). */
  startPayment: (reference: string) => Promise<PayableBooking>;
  notify?: BookingNotifier;
  now?: () => Date;
};

const unavailable = () => new RuleError(`${PROVIDERS.woven.label} is not available at the moment. Please choose another payment method.`, 503);

async function bookingRow(db: Db, reference: string) {
  const [row] = await db.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(eq(bookings.reference, normaliseReference(reference)));
  return row;
}

const latestAccount = async (db: Db, bookingId: number): Promise<AccountRow | undefined> =>
  (await db.select().from(virtualAccounts)
    .where(and(eq(virtualAccounts.bookingId, bookingId), eq(virtualAccounts.provider, NAME)))
    .orderBy(desc(virtualAccounts.createdAt), desc(virtualAccounts.id)).limit(1))[0];

/** The account as /woven-pay shows it (spec 1 §2's virtual variant). */
const view = (row: AccountRow, reference: string): WovenAccount => ({
  kind: 'virtual',
  bankName: row.bankName,
  account_name: row.accountName,
  vnuban: row.vnuban,
  max_amount: row.amountKobo,
  account_reference: reference,
  expiresAt: row.transferBy.toISOString(),
  validUntil: row.validUntil.toISOString(),
  closed: row.closedAt !== null,
});

/**
 * Closes at the provider an account whose 30 minutes are over, once (closed_at). A provider that
 * cannot be reached leaves it open for the next look-up or sweep; settlement refuses what lands
 * meanwhile (too late).
 */
export async function closeIfLapsed(db: Db, provider: VirtualAccountProvider, row: AccountRow, now: Date): Promise<AccountRow> {
  if (row.closedAt || row.transferBy.getTime() > now.getTime()) return row;
  try {
    await provider.closeAccount(row.providerReference);
  } catch (error) {
    console.error(`Virtual account ${row.providerReference}: the provider could not close it; the next look-up or sweep tries again:`, error);
    return row;
  }
  const [closed] = await db.update(virtualAccounts).set({ closedAt: now })
    .where(and(eq(virtualAccounts.id, row.id), isNull(virtualAccounts.closedAt))).returning();
  return closed ?? { ...row, closedAt: now };
}

/**
 * POST /api/v1/Woven/virtualAccount: the booking's open account (a reload, a second tab, a burst
 * all get the same one), or, when it has none, a new one, only while the booking can be paid this
 * way (app.ts startPayment: pending, seats held, not being paid another way, nothing paid yet).
 */
export async function openWovenAccount(ctx: WovenContext, reference: string): Promise<WovenAccount> {
  const { db, provider } = ctx;
  if (!provider) throw unavailable();
  const booking = await bookingRow(db, reference);
  if (!booking) throw noBooking(reference);
  const now = ctx.now?.() ?? new Date();
  const latest = await latestAccount(db, booking.id);
  if (latest) {
    const account = await closeIfLapsed(db, provider, latest, now);
    if (!account.closedAt) return view(account, booking.reference);
    // Closed: the page shows it as expired (or the ticket, if it was paid in time), unless the
    // booking can still be paid (its hold outlived the account), when a new one opens below.
    if ((await payableBooking(db, booking.reference))?.status !== BOOKING_STATUS.pending) return view(account, booking.reference);
  }

  const payable = await ctx.startPayment(booking.reference);
  const window = now.getTime() + TRANSFER_WINDOW_MINUTES * 60_000;
  // Never promise more time than the seats are held for.
  const transferBy = new Date(Math.min(window, payable.holdExpiresAt?.getTime() ?? window));
  const opened = await provider.createVirtualAccount({
    customer_reference: payable.reference,
    name: payable.customerName,
    email: payable.email,
    mobile_number: payable.phoneNumber,
    expires_on: new Date(now.getTime() + VIRTUAL_ACCOUNT_VALID_MINUTES * 60_000),
    use_frequency: VIRTUAL_ACCOUNT_USES,
    min_amount: payable.amountKobo,
    max_amount: payable.amountKobo,
    callback_url: `${ctx.base}${sitePath(paymentCalls.webhook, { provider: NAME })}`,
  }).catch((error: unknown) => {
    // The booking stays claimed for this way of paying: asking again (Try again) opens the account.
    console.error(`Woven could not open a virtual account for ${payable.reference}:`, error);
    throw unavailable();
  });
  // Concurrent openings were given the same account by the provider: one row for it.
  await db.insert(virtualAccounts).values({
    bookingId: booking.id,
    provider: NAME,
    providerReference: opened.providerReference,
    vnuban: opened.vnuban,
    accountName: opened.account_name,
    bankName: opened.bank_name,
    amountKobo: opened.max_amount,
    transferBy,
    validUntil: opened.expires_on,
  }).onConflictDoNothing();
  const [row] = await db.select().from(virtualAccounts)
    .where(and(eq(virtualAccounts.provider, NAME), eq(virtualAccounts.providerReference, opened.providerReference)));
  return view(row!, booking.reference);
}

/**
 * GET /api/v1/Woven/processWovenPayment/:ref: has the transfer arrived? Asks the provider and
 * settles like every confirm call (the ticket, 'not received yet', or a refund). Once the 30 minutes
 * are over with nothing paid, the account is closed and the answer is WOVEN_EXPIRED: the
 * booking is left to its lapsed hold (Expired, 5), its seats already free.
 */
export async function wovenStatus(c: Context, ctx: WovenContext, reference: string): Promise<Response> {
  const { db, provider } = ctx;
  if (!provider) throw unavailable();
  const booking = await bookingRow(db, reference);
  if (!booking) return answerVerdict(c, db, { kind: 'unknown-booking' }, reference, NAME, { publicUrl: ctx.base });
  const latest = await latestAccount(db, booking.id);
  if (!latest) return answerVerdict(c, db, { kind: 'unknown-payment' }, reference, NAME, { publicUrl: ctx.base });
  const account = await closeIfLapsed(db, provider, latest, ctx.now?.() ?? new Date());
  if (account.closedAt && (await provider.verify(booking.reference))?.status !== 'paid') {
    return c.json(fail(WOVEN_EXPIRED.code, WOVEN_EXPIRED.message), 200);
  }
  return answerVerdict(c, db, await confirmWithProvider(db, provider, booking.reference, { notify: ctx.notify }), reference, NAME, { publicUrl: ctx.base });
}

/** Accounts one sweep closes; the rest wait for the next run. */
export const ACCOUNT_SWEEP_BATCH = 50;

/** Closes at the provider the open accounts whose 30 minutes are over (server/main.ts, every minute). */
export async function sweepVirtualAccounts(db: Db, provider: VirtualAccountProvider | undefined, now = new Date()): Promise<number> {
  if (!provider) return 0;
  const lapsed = await db.select().from(virtualAccounts)
    .where(and(isNull(virtualAccounts.closedAt), lte(virtualAccounts.transferBy, now)))
    .orderBy(asc(virtualAccounts.transferBy)).limit(ACCOUNT_SWEEP_BATCH);
  let closed = 0;
  for (const row of lapsed) {
    try {
      await closeIfLapsed(db, provider, row, now);
      closed++;
    } catch (error) {
      console.error(`Virtual account ${row.providerReference}: closing failed; the next run tries again:`, error);
    }
  }
  return closed;
}

const registered = new WeakMap<Db, () => VirtualAccountProvider | undefined>();

/** paymentApp registers the virtual-account adapter of its database for the sweep. */
export const registerVirtualAccounts = (db: Db, provider: () => VirtualAccountProvider | undefined): void => void registered.set(db, provider);

/** One sweep with the adapter paymentApp registered for `db` (none: nothing to close). */
export const sweepRegisteredVirtualAccounts = (db: Db): Promise<number> => sweepVirtualAccounts(db, registered.get(db)?.());
