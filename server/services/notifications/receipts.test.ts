import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../tests/fixtures/accounts';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { bookings, payments } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { walletEntries, wallets } from '../../db/schema-wallet';
import type { Messenger } from '../../providers/messaging/types';
import { outboxMessenger } from '../../testing/outbox-messenger';
import { CHECKOUT_CASES, type ProviderCase } from '../../testing/payment-cases';
import { openCheckoutElsewhere, pressCheckout, PUBLIC_URL } from '../../testing/payment-kit';
import type { KindRecord, MoneyRecord } from '../payment-help/records';
import { bookingOf, checkOf, freshContact, helpTestApp, payAndConfirm, type HelpTestApp } from '../../testing/payment-help-kit';
import { paymentReceipt, refundReceipt, sendReceipts, sendWalletReceipt } from './receipts';

/*
 * E-mail receipts (issue 31): what they say, and that each goes once however often, and however
 * concurrently, the settlement that owes it is replayed (PGlite and PostgreSQL).
 */

const AT = new Date('2026-11-28T13:32:00Z');
const money = (over: Partial<MoneyRecord> = {}): MoneyRecord => ({
  provider: 'paystack', transaction: 'PSK_0123456789', amountKobo: 1_910_000, bought: true, refundStatus: null, refundedAt: null, at: AT, ...over,
});
const bill: KindRecord = { kind: 'bill', reference: 'BIL-ABCDEFGHJKLM', what: 'DStv Compact, smart card 7012345678', email: 'ada@example.com', money: [] };

describe('what a receipt says', () => {
  it('a purchase: what, the amount, the fee and the total, how it was paid, both references and the time in Lagos', () => {
    const mail = paymentReceipt({ ...bill, name: 'Ada' }, money({ feeKobo: 10_000 }), 'ada@example.com');
    expect(mail).toMatchObject({ channel: 'email', to: 'ada@example.com', subject: 'Your Freely receipt: ₦19,100 for BIL-ABCDEFGHJKLM' });
    expect(mail.body).toContain([
      'For: DStv Compact, smart card 7012345678',
      'Amount: ₦19,000',
      'Fee: ₦100',
      'Total paid: ₦19,100',
      'Paid with: Paystack (card)',
      'Our reference: BIL-ABCDEFGHJKLM',
      'Paystack transaction: PSK_0123456789',
      'Paid on: Sat, 28 Nov 2026, 14:32 (Lagos time)',
    ].join('\n'));
    expect(mail.body.startsWith('Hello Ada,')).toBe(true);
  });

  it('a ticket links to it; a wallet payment names no provider transaction and tells the cashback', () => {
    const ticket: KindRecord = { kind: 'booking', reference: 'FRE-ABCDEFGHJK', bookingReference: 'FRE-ABCDEFGHJK', what: 'Bus ticket', money: [] };
    const mail = paymentReceipt(ticket, money({ provider: 'wallet', transaction: 'FRE-ABCDEFGHJK', amountKobo: 650_000 }), 'ada@example.com', { baseUrl: PUBLIC_URL, cashbackKobo: 32_500 });
    expect(mail.body).toContain('Amount paid: ₦6,500\nFee: none\nPaid with: Freely wallet\nOur reference: FRE-ABCDEFGHJK\nPaid on:');
    expect(mail.body).toContain('Cashback: ₦325 added to your cashback wallet');
    expect(mail.body).toContain(`Open your ticket: ${PUBLIC_URL}/bookingStatus?ref=FRE-ABCDEFGHJK`);
    expect(mail.body).not.toContain('transaction:');
  });

  it('a refund: how much, why, back to where, when it was sent and the date it reaches the traveller by', () => {
    const mail = refundReceipt(bill, money({ bought: false, why: 'vend-failed', refundStatus: 'refunded', refundedAt: AT, provider: 'azapay', transaction: 'AZA_9' }), 'ada@example.com', AT);
    expect(mail.subject).toBe('Your Freely refund: ₦19,100 for BIL-ABCDEFGHJKLM');
    expect(mail.body).toContain([
      'Refunded: ₦19,100',
      'Why: The purchase could not be completed.',
      'For: DStv Compact, smart card 7012345678',
      'Sent back to the bank account you sent it from, through AzaPay',
      'Our reference: BIL-ABCDEFGHJKLM',
      'AzaPay transaction: AZA_9',
      'Refunded on: Sat, 28 Nov 2026, 14:32 (Lagos time)',
      'It reaches you by: Fri, 11 Dec 2026 (banks take 3 to 10 working days)',
    ].join('\n'));
  });
});

const [paystack] = CHECKOUT_CASES as [ProviderCase];
const BURST = 50;
const burst = (work: () => Promise<void>) => Promise.all(Array.from({ length: BURST }, work));
const receiptsTo = async (t: HelpTestApp, email: string) => (await outbox(t.app, email)).filter((m) => /^Your Freely (receipt|refund):/.test(m.subject ?? ''));

onBothDatabases((name, database) => {
  let t: HelpTestApp;
  beforeAll(async () => {
    const handle = database();
    if (handle) t = await helpTestApp(handle.db);
  });

  it(`${BURST} calls at once for a paid booking and for its refunded second payment send one receipt each; nothing for a payment never made`, { timeout: 120_000 }, async () => {
    const me = freshContact();
    const contact = { email: me.email, phone: me.phone };
    const booking = await bookingOf(t.db, me);
    await payAndConfirm(t, paystack, booking.reference);
    const paid = await checkOf(t.db, { kind: 'booking', reference: booking.reference, provider: 'paystack', amountKobo: booking.totalKobo, ...contact }, 'issued');
    await pressCheckout(t.app, `${PUBLIC_URL}${await openCheckoutElsewhere(t.app, 'flutterwave', booking.reference)}`, 'pay', { skipWebhook: true });
    await CHECKOUT_CASES[1]!.confirm(t.app, booking.reference);
    const refunded = await checkOf(t.db, { kind: 'booking', reference: booking.reference, provider: 'flutterwave', amountKobo: booking.totalKobo, ...contact }, 'refunded');
    const messenger = outboxMessenger(t.db);

    await burst(() => sendReceipts(t.db, messenger, paid, { baseUrl: PUBLIC_URL }));
    await burst(() => sendReceipts(t.db, messenger, refunded));
    await sendReceipts(t.db, messenger, paid);
    const sent = await receiptsTo(t, me.email);
    console.info(`[${name}] ${BURST} receipt calls at once, twice: ${sent.length} e-mails`);
    expect(sent.map((m) => m.subject).sort()).toEqual([
      `Your Freely receipt: ₦${(booking.totalKobo / 100).toLocaleString('en-NG')} for ${booking.reference}`,
      `Your Freely refund: ₦${(booking.totalKobo / 100).toLocaleString('en-NG')} for ${booking.reference}`,
    ]);
    expect(sent.find((m) => m.subject?.includes('receipt'))?.body).toContain(`${PUBLIC_URL}/bookingStatus?ref=${booking.reference}`);
    expect(sent.find((m) => m.subject?.includes('refund'))?.body).toContain('Why: It was a second payment for something already paid.');

    const other = freshContact();
    const unpaidBooking = await bookingOf(t.db, other);
    const unpaid = await checkOf(t.db, { kind: 'booking', reference: unpaidBooking.reference, provider: 'paystack', amountKobo: unpaidBooking.totalKobo, email: other.email }, 'unpaid');
    await sendReceipts(t.db, messenger, unpaid);
    expect(await receiptsTo(t, other.email)).toHaveLength(0);
  });

  it(`a wallet payment's receipt goes once, to the account whose wallet paid, with its cashback, over ${BURST} calls at once`, { timeout: 120_000 }, async () => {
    const passenger = freshContact();
    const payer = freshContact();
    const [account] = await t.db.insert(customers).values({ phone: `+234${payer.phone.slice(1)}`, email: payer.email, referralCode: `R${randomBytes(6).toString('hex')}`, customerStage: 1 }).returning();
    const [wallet] = await t.db.insert(wallets).values({ customerId: account!.id }).returning();
    const booking = await bookingOf(t.db, passenger);
    const [row] = await t.db.update(bookings).set({ status: 1, customerId: account!.id }).where(eq(bookings.reference, booking.reference)).returning();
    await t.db.insert(payments).values({ bookingId: row!.id, gateway: 23, provider: 'wallet', providerReference: booking.reference, amountKobo: booking.totalKobo });
    const cashbackKobo = Math.round(booking.totalKobo * 0.05);
    await t.db.insert(walletEntries).values({
      walletId: wallet!.id, balance: 'cashback', direction: 'credit', amountKobo: cashbackKobo, balanceAfterKobo: cashbackKobo, description: 'cashback', reference: booking.reference, idempotencyKey: `cashback:${booking.reference}`,
    });
    await burst(() => sendWalletReceipt(t.db, outboxMessenger(t.db), booking.reference));
    const sent = await receiptsTo(t, payer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Paid with: Freely wallet');
    expect(sent[0]!.body).toContain(`Cashback: ₦${(cashbackKobo / 100).toLocaleString('en-NG')} added to your cashback wallet`);
    expect(await receiptsTo(t, passenger.email)).toHaveLength(0);
  });

  it('a messaging outage: nothing is thrown, and the next call sends the receipt still owed', { timeout: 60_000 }, async () => {
    const me = freshContact();
    const booking = await bookingOf(t.db, me);
    await payAndConfirm(t, paystack, booking.reference);
    const paid = await checkOf(t.db, { kind: 'booking', reference: booking.reference, provider: 'paystack', amountKobo: booking.totalKobo, email: me.email }, 'issued');
    const down: Messenger = { send: () => Promise.reject(new Error('e-mail down (test)')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(sendReceipts(t.db, down, paid)).resolves.toBeUndefined();
    } finally {
      logged.mockRestore();
    }
    expect(await receiptsTo(t, me.email)).toHaveLength(0);
    await sendReceipts(t.db, outboxMessenger(t.db), paid);
    expect(await receiptsTo(t, me.email)).toHaveLength(1);
  });
});
