import { and, eq, sql } from 'drizzle-orm';
import type { Ticket } from '../../../contract/booking';
import * as v from 'valibot';
import { CASHBACK_RATE, walletPaymentRequest } from '../../../contract/wallet';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { RuleError } from '../../http/respond';
import type { Tx } from '../booking/executor';
import { ownedBy } from '../booking/history';
import { findTicket } from '../booking/settle';
import { BOOKING_STATUS, effectiveStatus } from '../booking/status';
import { normaliseReference } from '../booking/ticket';
import { oweConfirmation } from '../notifications/confirmations';
import { signTicket } from '../boarding/sign';
import { balanceOf, lowBalance } from '../wallet/debit';
import { post } from '../wallet/ledger';
import { assertOwner } from '../wallet/owner';
import { withPin } from '../wallet/pin';
import { walletOf } from '../wallet/wallets';
import { noBooking, NOT_PAYABLE, startedWith } from './booking-to-pay';

/**
 * POST /Payment/ProcessWalletPayment (spec 2 §7.5): pays the customer's own held booking from the
 * wallet. The PIN is checked first (counted, wallet row locked); then, in the same transaction,
 * the booking row is locked, its server-computed total debited, the payment recorded, the booking
 * confirmed exactly as a paid card booking is (settle.ts), its confirmation owed, and 5% cashback
 * credited to the cashback wallet as an entry of its own. A replay or a second submit at once
 * finds the wallet payment and answers the same ticket; nothing is paid twice.
 */

/** payments.provider of wallet payments; the booking reference is their provider reference. */
export const WALLET_PROVIDER = 'wallet';

/** The body as validated (contract/wallet.ts): e-mail and phone are optional; the wallet is the session's. */
export type WalletPaymentRequest = v.InferOutput<typeof walletPaymentRequest>;

/** Inside the PIN's transaction: settles the booking from the wallet, or throws why not (rolling everything back). */
async function payFromWallet(tx: Tx, walletId: number, customer: CustomerSession, reference: string, request: WalletPaymentRequest): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(and(eq(bookings.reference, reference), ownedBy(customer))).for('update');
  if (!booking) throw noBooking(reference);
  const [paid] = await tx.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.provider, WALLET_PROVIDER), eq(payments.providerReference, booking.reference)));
  if (paid) return;
  const now = new Date();
  const status = effectiveStatus(booking, now);
  if (status !== BOOKING_STATUS.pending) {
    throw new RuleError(NOT_PAYABLE[status as keyof typeof NOT_PAYABLE]?.(reference) ?? `Booking ${reference} cannot be paid for.`, 409);
  }
  if (booking.paymentProvider && booking.paymentProvider !== WALLET_PROVIDER) throw new RuleError(startedWith(reference, booking.paymentProvider), 409);

  const debited = await post(tx, walletId, {
    balance: balanceOf(request.walletType),
    direction: 'debit',
    amountKobo: booking.totalKobo,
    description: `${request.description} ${reference}`,
    reference,
    key: `booking:${reference}`,
  });
  if ('lowBalance' in debited) throw lowBalance();
  await tx.insert(payments).values({
    bookingId: booking.id, gateway: request.walletType, provider: WALLET_PROVIDER, providerReference: reference, amountKobo: booking.totalKobo, outcome: 'confirmed', createdAt: now,
  });
  await tx.update(bookings).set({
    status: BOOKING_STATUS.confirmed,
    holdExpiresAt: null,
    paymentMethod: request.walletType,
    paymentProvider: WALLET_PROVIDER,
    paymentStartedAt: sql`coalesce(${bookings.paymentStartedAt}, ${now.toISOString()}::timestamptz)`,
  }).where(eq(bookings.id, booking.id));
  await oweConfirmation(tx, { kind: 'booking', reference });
  await signTicket(tx, booking.id, now);
  const cashbackKobo = Math.round(booking.totalKobo * CASHBACK_RATE);
  if (cashbackKobo > 0) {
    await post(tx, walletId, {
      balance: 'cashback', direction: 'credit', amountKobo: cashbackKobo, description: `5% cashback on booking ${reference}`, reference, key: `cashback:${reference}`,
    });
  }
}

export async function processWalletPayment(db: Db, customer: CustomerSession, request: WalletPaymentRequest, notify?: (ticket: Ticket) => Promise<void>): Promise<Ticket> {
  assertOwner(customer, { PhoneNumber: request.phone, Email: request.email });
  const wallet = await walletOf(db, customer);
  const reference = normaliseReference(request.refCode);
  await withPin(db, wallet.id, request.pin, (tx) => payFromWallet(tx, wallet.id, customer, reference, request));
  const ticket = await findTicket(db, reference);
  if (!ticket) throw noBooking(reference);
  await notify?.(ticket);
  return ticket;
}
