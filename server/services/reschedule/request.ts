import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { RESCHEDULE_GATEWAY, RESCHEDULE_MESSAGES, RESCHEDULE_RULES, type rescheduleRequest, type RescheduleSummary } from '../../../contract/reschedule';
import type { CustomerSession } from '../../auth/require-customer';
import { reschedulePayments, reschedules, type RescheduleAccount } from '../../db/schema-reschedule';
import { isUniqueViolation, retryOnConflict, violatedKey } from '../../db/pg-errors';
import { RuleError } from '../../http/respond';
import type { TransferAccount } from '../../../contract/payment';
import { oweConfirmation } from '../notifications/confirmations';
import { signTicket } from '../boarding/sign';
import { lowBalance } from '../wallet/debit';
import { post } from '../wallet/ledger';
import { withPin } from '../wallet/pin';
import { walletOf } from '../wallet/wallets';
import { seatsTakenMessage } from '../booking/create-booking';
import type { Executor, Tx } from '../booking/executor';
import { BOOKING_STATUS } from '../booking/status';
import { selectTrips, type TripInfo } from '../booking/trips';
import { writeBooking } from '../booking/write-booking';
import type { RescheduleContext } from './context';
import {
  alreadyDone, claimSeats, closeReschedule, moveLeg, newSeatRows, nextSequence, openReschedule, type RescheduleRow,
} from './moves';
import { notifyRescheduled } from './notify';
import { HOLD_PROVIDER, newHoldReference, newRescheduleReference, rescheduleCallbackUrl } from './reference';
import { checkMove, legOf, sameSeats, type Move } from './rules';
import { rescheduleSummary } from './summary';
import { loadTarget, lockTarget, proveOwner, type Target } from './target';

export type RescheduleBody = v.InferOutput<typeof rescheduleRequest>;

/** payments' provider for a fee paid from the wallet; the reschedule's reference is its provider reference. */
export const WALLET_PROVIDER = 'wallet';
const SEAT_INDEX = 'booking_seats_trip_seat_uq';
const SEQUENCE_INDEX = 'reschedules_booking_sequence_uq';

async function tripById(db: Executor, id: number): Promise<TripInfo> {
  const [trip] = await selectTrips(db, (t) => eq(t.trips.id, id));
  if (!trip) throw new RuleError(RESCHEDULE_MESSAGES.noBus, 404);
  return trip;
}

/** The seat index's and the sequence's last word, as the traveller reads it. */
async function plainConflicts<T>(run: () => Promise<T>, move: Move, reference: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, SEAT_INDEX)) {
      const [, seat] = violatedKey(error) ?? [];
      throw new RuleError(seatsTakenMessage(seat === undefined ? move.seats : [seat]), 409);
    }
    if (isUniqueViolation(error, SEQUENCE_INDEX)) throw new RuleError(RESCHEDULE_MESSAGES.tooMany(reference), 409);
    throw error;
  }
}

type Written = { row: RescheduleRow; fresh: boolean };

/**
 * Inside the transaction, after the booking's lock: the same request already done (a replay)
 * answers that reschedule; otherwise every rule is checked on the booking as it now stands, an
 * unpaid reschedule of the booking is replaced (its seats freed), and the new seats are claimed.
 */
async function prepare(tx: Tx, bookingId: number, move: Move, now: Date) {
  const target = await lockTarget(tx, bookingId);
  const done = await alreadyDone(tx, target, legOf(target, move.leg), move.trip.id, move.seats);
  if (done) return { done } as const;
  const { leg, charge } = checkMove(target, move, now);
  return { done: undefined, target, leg, charge };
}

/** Moves the leg at once (free, or after the wallet's debit in this transaction) and writes the reschedule, done. */
async function moveNow(tx: Tx, target: Target, prepared: { leg: Parameters<typeof moveLeg>[2] }, move: Move, now: Date, paid?: { reference: string; feeKobo: number }): Promise<RescheduleRow> {
  const reference = paid?.reference ?? newRescheduleReference();
  const open = await openReschedule(tx, target.booking.id);
  if (open) await closeReschedule(tx, open, 'cancelled', now);
  await claimSeats(tx, move.trip.id, move.seats, now);
  await moveLeg(tx, target, prepared.leg, move.trip.id, move.seats);
  const [row] = await tx.insert(reschedules).values({
    reference,
    bookingId: target.booking.id,
    isReturn: prepared.leg.isReturn,
    fromTripId: prepared.leg.trip.id,
    fromSeats: prepared.leg.seats.map((s) => s.seatNumber),
    toTripId: move.trip.id,
    toSeats: [...move.seats].sort((a, b) => a - b),
    status: 'done',
    feeKobo: paid?.feeKobo ?? 0,
    paymentMethod: paid ? RESCHEDULE_GATEWAY.wallet : null,
    provider: paid ? WALLET_PROVIDER : null,
    paidProviderReference: paid?.reference ?? null,
    sequence: nextSequence(target),
    createdAt: now,
    doneAt: now,
  }).returning();
  if (paid) {
    await tx.insert(reschedulePayments).values({ rescheduleId: row!.id, provider: WALLET_PROVIDER, providerReference: reference, amountKobo: paid.feeKobo, outcome: 'paid' });
  }
  await oweConfirmation(tx, { kind: 'reschedule', reference });
  // The ticket of the new trip replaces the old one's signature (boarding/sign.ts).
  await signTicket(tx, target.booking.id, now);
  return row!;
}

/** A free reschedule: one transaction moves the leg (old seats freed, new taken) and records it. */
async function rescheduleFree(ctx: RescheduleContext, target: Target, move: Move, now: Date): Promise<Written> {
  return retryOnConflict(() => ctx.db.transaction(async (tx): Promise<Written> => {
    const prepared = await prepare(tx, target.booking.id, move, now);
    if (prepared.done) return { row: prepared.done, fresh: false };
    if (prepared.charge.feeKobo > 0) throw new RuleError(RESCHEDULE_MESSAGES.chooseMethod);
    return { row: await moveNow(tx, prepared.target, prepared, move, now), fresh: true };
  }));
}

/**
 * The fee from the wallet (gateway 23, signed in): the wallet's PIN rules first (counted before it
 * is compared, locked after 3 wrong; withPin), then in the same transaction the booking's lock,
 * every rule, the debit (key 'reschedule:<RSC->', refused when low: nothing changes), the move and
 * the record. A seat taken meanwhile rolls all of it back, debit included. A replay of a done
 * reschedule answers it without asking for the PIN again.
 */
async function rescheduleFromWallet(ctx: RescheduleContext, target: Target, move: Move, customer: CustomerSession | undefined, pin: string | undefined, now: Date): Promise<Written> {
  if (!customer) throw new RuleError(RESCHEDULE_MESSAGES.walletSignIn, 400);
  if (!pin) throw new RuleError(RESCHEDULE_MESSAGES.pinNeeded, 400);
  const wallet = await walletOf(ctx.db, customer);
  const reference = newRescheduleReference();
  const replay = async (tx: Executor) => {
    const fresh = await loadTarget(tx, target.booking.reference);
    const done = fresh && (await alreadyDone(tx, fresh, legOf(fresh, move.leg), move.trip.id, move.seats));
    return done ? { row: done, fresh: false } : undefined;
  };
  return withPin(ctx.db, wallet.id, pin, async (tx): Promise<Written> => {
    const prepared = await prepare(tx, target.booking.id, move, now);
    if (prepared.done) return { row: prepared.done, fresh: false };
    const feeKobo = prepared.charge.feeKobo;
    if (feeKobo === 0) return { row: await moveNow(tx, prepared.target, prepared, move, now), fresh: true };
    const posted = await post(tx, wallet.id, {
      balance: 'main', direction: 'debit', amountKobo: feeKobo, description: `Reschedule fee, booking ${target.booking.reference}`, reference, key: `reschedule:${reference}`,
    });
    if ('lowBalance' in posted) throw lowBalance();
    return { row: await moveNow(tx, prepared.target, prepared, move, now, { reference, feeKobo }), fresh: true };
  }, { settled: replay });
}

const accountView = (account: TransferAccount): RescheduleAccount =>
  account.kind === 'named'
    ? { bankName: account.bankName, accountName: account.accountName, accountNo: account.accountNo }
    : { bankName: account.bankName, accountName: account.account_name, accountNo: account.vnuban };

/**
 * The fee by card (5) or bank transfer (26): one transaction holds the new seats (a hold row of
 * the reschedule's own, pending for RESCHEDULE_RULES.holdMinutes, like a booking's unpaid hold)
 * and records the reschedule awaiting payment; the original booking is untouched. Asking again
 * for the same move and method while it is held answers the same reschedule. Then the payment is
 * opened at the provider; one that cannot be opened cancels the reschedule and frees the seats.
 * The swap happens when the fee is confirmed (settle.ts).
 */
async function rescheduleWithPayment(ctx: RescheduleContext, target: Target, move: Move, method: number, now: Date): Promise<Written> {
  const card = method === RESCHEDULE_GATEWAY.card;
  const checkout = ctx.providers.checkout.paystack;
  const transfer = ctx.providers.transfer;
  if (card ? !checkout : !transfer) throw new RuleError(RESCHEDULE_MESSAGES.paymentUnavailable, 503);
  const held = await retryOnConflict(() => ctx.db.transaction(async (tx): Promise<Written> => {
    const prepared = await prepare(tx, target.booking.id, move, now);
    if (prepared.done) return { row: prepared.done, fresh: false };
    const { leg, charge } = prepared;
    if (charge.feeKobo === 0) return { row: await moveNow(tx, prepared.target, prepared, move, now), fresh: true };
    const open = await openReschedule(tx, target.booking.id);
    const same = open && open.isReturn === leg.isReturn && open.toTripId === move.trip.id && sameSeats(open.toSeats, move.seats)
      && open.paymentMethod === method && (open.expiresAt?.getTime() ?? 0) > now.getTime() && (open.checkoutUrl !== null || open.account !== null);
    if (same) return { row: open, fresh: false };
    if (open) await closeReschedule(tx, open, 'cancelled', now);
    await claimSeats(tx, move.trip.id, move.seats, now);
    const expiresAt = new Date(now.getTime() + RESCHEDULE_RULES.holdMinutes * 60_000);
    const seats = newSeatRows(leg, move.trip.id, move.seats);
    const hold = await writeBooking(tx, {
      reference: newHoldReference(),
      status: BOOKING_STATUS.pending,
      tripType: prepared.target.booking.tripType,
      paymentMethod: method,
      customerName: prepared.target.booking.customerName,
      totalKobo: seats.reduce((sum, s) => sum + s.amountKobo, 0),
      holdExpiresAt: expiresAt,
      paymentProvider: HOLD_PROVIDER,
      createdAt: now,
    }, seats);
    const [row] = await tx.insert(reschedules).values({
      reference: newRescheduleReference(),
      bookingId: target.booking.id,
      isReturn: leg.isReturn,
      fromTripId: leg.trip.id,
      fromSeats: leg.seats.map((s) => s.seatNumber),
      toTripId: move.trip.id,
      toSeats: seats.map((s) => s.seatNumber),
      status: 'awaiting-payment',
      feeKobo: charge.feeKobo,
      paymentMethod: method,
      provider: card ? 'paystack' : 'azapay',
      holdBookingId: hold.id,
      createdAt: now,
      expiresAt,
    }).returning();
    return { row: row!, fresh: true };
  }));
  if (!held.fresh || held.row.status !== 'awaiting-payment') return held;

  const { row } = held;
  const { booking } = target;
  const payer = { reference: row.reference, amountKobo: row.feeKobo, email: booking.email ?? '', customerName: booking.customerName, phoneNumber: booking.phoneNumber ?? '' };
  try {
    const opened = card
      ? await checkout!.initialize({ ...payer, callbackUrl: rescheduleCallbackUrl(ctx.base, row.reference) }).then((o) => ({ checkoutUrl: o.checkoutUrl, providerReference: o.providerReference }))
      : { account: accountView(await transfer!.openAccount({ ...payer, style: 'named', expiresAt: row.expiresAt! })) };
    const [updated] = await ctx.db.update(reschedules).set(opened).where(eq(reschedules.id, row.id)).returning();
    return { row: updated ?? row, fresh: true };
  } catch (error) {
    console.error(`Reschedule ${row.reference}: the ${row.provider} payment could not be opened; it is cancelled:`, error);
    await ctx.db.transaction((tx) => closeReschedule(tx, row, 'cancelled', ctx.now()));
    throw new RuleError(RESCHEDULE_MESSAGES.paymentNotOpened, 503);
  }
}

/**
 * POST /Reschedule/request: who asks is proven (target.ts), the bus is read as stored, and every
 * rule is checked before anything moves (again under the booking's lock). Free: moved at once.
 * With the fee: from the wallet at once, or the seats held and the card checkout or transfer
 * account opened. A done reschedule sends the traveller its e-mail and SMS.
 */
export async function requestReschedule(ctx: RescheduleContext, body: RescheduleBody, customer: CustomerSession | undefined): Promise<{ summary: RescheduleSummary; message: string }> {
  const now = ctx.now();
  const target = await proveOwner(ctx.db, body.ref, body.phone, customer);
  const move: Move = { leg: body.leg, trip: await tripById(ctx.db, body.tripId), seats: body.seats };
  // Refused before a PIN is counted or a seat is held; a replay of a done one passes to be answered.
  const replayed = await alreadyDone(ctx.db, target, legOf(target, move.leg), move.trip.id, move.seats);
  const { charge } = replayed ? { charge: { feeKobo: 0 } } : checkMove(target, move, now);
  const method = body.paymentMethod ?? undefined;
  if (charge.feeKobo > 0 && method === undefined) throw new RuleError(RESCHEDULE_MESSAGES.chooseMethod);

  const written = await plainConflicts(() => {
    if (charge.feeKobo === 0) return rescheduleFree(ctx, target, move, now);
    if (method === RESCHEDULE_GATEWAY.wallet) return rescheduleFromWallet(ctx, target, move, customer, body.pin, now);
    return rescheduleWithPayment(ctx, target, move, method!, now);
  }, move, target.booking.reference);
  if (written.row.status === 'done') await notifyRescheduled(ctx.db, ctx.messenger, written.row, ctx.base);
  const summary = await rescheduleSummary(ctx.db, written.row);
  return { summary, message: written.row.status === 'done' ? RESCHEDULE_MESSAGES.done : 'Pay the reschedule fee to move your booking.' };
}
