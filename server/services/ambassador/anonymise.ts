import { and, eq, gt, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AMBASSADOR_MESSAGES as A } from '../../../contract/ambassador';
import { toInternationalPhone, toLocalPhone } from '../../../contract/validation';
import { bookings, bookingSeats } from '../../db/schema';
import { customerPhotos, customers, otps, refreshTokens } from '../../db/schema-accounts';
import { staff } from '../../db/schema-boarding';
import { accountDeletionCodes, accountDeletions, ambassadorUpgrades, ambassadors } from '../../db/schema-ambassador';
import { billPayments } from '../../db/schema-bills';
import { customerFeedbacks, partnerEnquiries, routeSuggestions } from '../../db/schema-forms';
import { hires } from '../../db/schema-hire';
import { walletEntries, walletFundings, walletOtps, wallets } from '../../db/schema-wallet';
import { RuleError } from '../../http/respond';
import type { Tx } from '../booking/executor';
import { ownedBy } from '../booking/history';

/**
 * What deleting an account does to every table that holds a customer's personal data (spec 1
 * 'Data Collection': deletion anonymises; trip and bill records are kept without the person, and
 * the anonymous data for 5 years). All of it runs in the deletion's one transaction.
 *
 *   customers            the row stays (kept records point to it) with nothing personal left:
 *                        no phone, e-mail, password, name, next of kin, photo or referral link;
 *                        phone and e-mail free, so the same person may register afresh
 *   customer_photos, otps, wallet_otps, account_deletion_codes        deleted
 *   refresh_tokens       revoked: every sign-in, and every access token under it, ends at once
 *   staff                deleted: a deleted account scans no more tickets (its boarding_scans stay, anonymous)
 *   wallets              deleted with their ledger and fundings; a wallet that kept bill records
 *                        name stays as an empty, locked shell without its PIN
 *   bookings, booking_seats, hires      kept, with names, e-mail, phones, next of kin and the
 *                        hire's home address replaced by anonymous values
 *   bill_payments        kept, without the name, phone, e-mail, and the number or meter bought for
 *   customer_feedbacks, route_suggestions, partner_enquiries   deleted (free text may name anyone)
 *   ambassadors (and their upgrades)    deleted when they carry the same e-mail or phone
 *   account_deletions    one row: when, for the retention of the anonymous data
 *
 * The sandbox's own tables (the outbox, the providers' ledgers) stand for the outside world and
 * are not ours to change. Rate-limit keys are hashes (server/auth/rate-limit.ts limitKey).
 */

/** What kept records say instead of a person. */
export const ANONYMOUS = {
  name: 'Deleted customer',
  passenger: 'Anonymous passenger',
  /** RFC 2606: '.invalid' never delivers. */
  email: 'deleted@anonymous.invalid',
  phone: '00000000000',
  /** A bill's number, meter or smart card. */
  billCustomer: 'deleted',
} as const;

/** A money movement not settled yet is this young: a top-up or card bill checkout opened in the last hour. */
const SETTLING_MS = 60 * 60_000;

type Customer = typeof customers.$inferSelect;

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Refuses (409) while money is still the customer's or on its way: a wallet balance (main,
 * blocked or cashback), a top-up opened in the last hour and not settled, or a bill payment whose
 * money is taken but whose purchase is not done.
 */
export async function refuseWhileMoneyMoves(tx: Tx, customerId: number, now: Date): Promise<void> {
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.customerId, customerId)).for('update');
  if (wallet) {
    const held = wallet.availableKobo + wallet.blockedKobo + wallet.cashbackKobo;
    if (held > 0) throw new RuleError(A.walletHoldsMoney(naira(held)), 409);
    const recent = new Date(now.getTime() - SETTLING_MS);
    const [funding] = await tx.select({ id: walletFundings.id }).from(walletFundings)
      .where(and(eq(walletFundings.walletId, wallet.id), eq(walletFundings.status, 'pending'), gt(walletFundings.createdAt, recent))).limit(1);
    if (funding) throw new RuleError(A.fundingUnderway, 409);
  }
  const recent = new Date(now.getTime() - SETTLING_MS);
  const [bill] = await tx.select({ id: billPayments.id }).from(billPayments)
    .where(and(
      eq(billPayments.customerId, customerId),
      or(inArray(billPayments.status, ['paid', 'vending', 'pending']), and(eq(billPayments.status, 'awaiting-payment'), gt(billPayments.createdAt, recent))),
    )).limit(1);
  if (bill) throw new RuleError(A.billUnderway, 409);
}

/** The customer's contact in every form the tables hold it. */
function contactOf(customer: Customer) {
  const email = (customer.email ?? '').trim().toLowerCase();
  const phones = customer.phone ? [toLocalPhone(customer.phone), toInternationalPhone(customer.phone)] : [];
  return { email, phones };
}

/** Rows whose e-mail column (any case) or phone column is the customer's; undefined when there is neither. */
function byContact(contact: ReturnType<typeof contactOf>, email: AnyColumn, phone: AnyColumn): SQL | undefined {
  const parts = [...(contact.email ? [sql`lower(${email}) = ${contact.email}`] : []), ...(contact.phones.length ? [inArray(phone, contact.phones)] : [])];
  return parts.length ? or(...parts) : undefined;
}

/** Trips (bookings and their seats) and hires: kept, without the people in them. */
async function anonymiseTrips(tx: Tx, customer: Customer): Promise<void> {
  const contact = contactOf(customer);
  const mine = ownedBy({ email: contact.email, phone: customer.phone ?? '' });
  if (mine) {
    const ids = (await tx.select({ id: bookings.id }).from(bookings).where(mine)).map((b) => b.id);
    if (ids.length) {
      await tx.update(bookings).set({ customerName: ANONYMOUS.name, email: null, phoneNumber: null, nextOfKinName: null, nextOfKinPhone: null }).where(inArray(bookings.id, ids));
      await tx.update(bookingSeats).set({ fullName: ANONYMOUS.passenger }).where(inArray(bookingSeats.bookingId, ids));
    }
  }
  // Bookings the account made for other people keep their passengers' contact, not the account.
  await tx.update(bookings).set({ customerId: null }).where(eq(bookings.customerId, customer.id));
  const hiresOfMine = byContact(contact, hires.email, hires.phoneNumber);
  if (hiresOfMine) {
    await tx.update(hires)
      .set({ fullName: ANONYMOUS.name, email: ANONYMOUS.email, phoneNumber: ANONYMOUS.phone, nextOfKinName: '', nextOfKinPhone: '', address: '' })
      .where(hiresOfMine);
  }
}

/** Bill records: kept, without who paid or what number, meter or card they paid for. */
async function anonymiseBills(tx: Tx, customerId: number): Promise<void> {
  const keep = (column: typeof billPayments.customerRef | typeof billPayments.purchaseKey) => sql`case when ${column} is null then null else ${ANONYMOUS.billCustomer} end`;
  await tx.update(billPayments)
    .set({ customerName: null, customerMobile: null, customerEmail: null, customerRef: keep(billPayments.customerRef), purchaseKey: keep(billPayments.purchaseKey) })
    .where(eq(billPayments.customerId, customerId));
}

/** Forms the customer sent, and ambassador records of the same person: deleted. */
async function deleteSentForms(tx: Tx, customer: Customer): Promise<void> {
  const contact = contactOf(customer);
  const feedback = byContact(contact, customerFeedbacks.email, customerFeedbacks.phoneNumber);
  if (feedback) await tx.delete(customerFeedbacks).where(feedback);
  const suggestion = byContact(contact, routeSuggestions.email, routeSuggestions.phoneNumber);
  await tx.delete(routeSuggestions).where(suggestion ? or(eq(routeSuggestions.customerId, customer.id), suggestion) : eq(routeSuggestions.customerId, customer.id));
  const enquiry = byContact(contact, partnerEnquiries.email, partnerEnquiries.phoneNumber);
  if (enquiry) await tx.delete(partnerEnquiries).where(enquiry);
  const detailEmail = (details: typeof ambassadors.details | typeof ambassadorUpgrades.details) => sql`lower(${details}->>'email')`;
  const detailPhone = (details: typeof ambassadors.details | typeof ambassadorUpgrades.details) => sql`${details}->>'phone'`;
  const samePerson = (details: typeof ambassadors.details | typeof ambassadorUpgrades.details) =>
    or(...(contact.email ? [sql`${detailEmail(details)} = ${contact.email}`] : []), ...contact.phones.map((p) => sql`${detailPhone(details)} = ${p}`));
  if (contact.email || contact.phones.length) {
    const viaUpgrades = tx.select({ id: ambassadorUpgrades.ambassadorId }).from(ambassadorUpgrades).where(samePerson(ambassadorUpgrades.details));
    await tx.delete(ambassadors).where(or(samePerson(ambassadors.details), inArray(ambassadors.id, viaUpgrades)));
  }
}

/** The wallet: removed, or (when a kept bill record names it) emptied, locked and without its PIN. */
async function removeWallet(tx: Tx, customerId: number, now: Date): Promise<void> {
  await tx.delete(walletOtps).where(eq(walletOtps.customerId, customerId));
  const [wallet] = await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.customerId, customerId));
  if (!wallet) return;
  const [named] = await tx.select({ id: billPayments.id }).from(billPayments).where(eq(billPayments.walletId, wallet.id)).limit(1);
  if (!named) {
    await tx.delete(wallets).where(eq(wallets.id, wallet.id));
    return;
  }
  await tx.delete(walletEntries).where(eq(walletEntries.walletId, wallet.id));
  await tx.delete(walletFundings).where(eq(walletFundings.walletId, wallet.id));
  await tx.update(wallets).set({ pinHash: null, failedPinAttempts: 0, lockedAt: now }).where(eq(wallets.id, wallet.id));
}

/** The account itself: signed out everywhere, then nothing personal left on its row. */
async function anonymiseAccount(tx: Tx, customer: Customer, now: Date): Promise<void> {
  const contact = contactOf(customer);
  await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.customerId, customer.id), isNull(refreshTokens.revokedAt)));
  await tx.delete(customerPhotos).where(eq(customerPhotos.customerId, customer.id));
  await tx.delete(staff).where(eq(staff.customerId, customer.id));
  const targets = [contact.email, ...contact.phones, (customer.pendingEmail ?? '').toLowerCase()].filter(Boolean);
  await tx.delete(otps).where(targets.length ? or(eq(otps.customerId, customer.id), inArray(otps.target, targets)) : eq(otps.customerId, customer.id));
  if (contact.email) await tx.delete(accountDeletionCodes).where(eq(accountDeletionCodes.email, contact.email));
  await tx.update(customers).set({
    phone: null, email: null, pendingEmail: null, passwordHash: null, title: '', firstName: '', lastName: '', gender: null,
    nextOfKinName: '', nextOfKinPhone: '', nextOfKinGender: null, referralCode: `DELETED-${customer.id}`, referredById: null,
    customerStage: 0, accountIsConfirmed: false, hasPin: false, photoId: null, updatedAt: now,
  }).where(eq(customers.id, customer.id));
  await tx.insert(accountDeletions).values({ customerId: customer.id, deletedAt: now });
}

/** Everything above, in the caller's transaction, for a customer row locked by it. */
export async function anonymiseCustomer(tx: Tx, customer: Customer, now: Date): Promise<void> {
  await anonymiseTrips(tx, customer);
  await anonymiseBills(tx, customer.id);
  await deleteSentForms(tx, customer);
  await removeWallet(tx, customer.id, now);
  await anonymiseAccount(tx, customer, now);
}
