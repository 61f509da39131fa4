import { describe, expect, it } from 'vitest';
import type { HelpPayment } from '@contract/payment-help';
import { plainWords } from './plain-words';

/** What the page says of each outcome a payment can have (issue 31), word for word. */

const payment = (over: Partial<HelpPayment>): HelpPayment => ({
  kind: 'booking', reference: 'FRE-ABCDEFGHJK', bookingReference: 'FRE-ABCDEFGHJK', provider: 'Paystack', paidWith: 'card', amountKobo: 650_000,
  startedAt: '2026-11-28T13:02:00.000Z', what: 'Bus ticket', outcome: 'ticket', ...over,
});

describe('plain words for a payment', () => {
  it('a ticket, with the ticket to open', () => {
    expect(plainWords(payment({}))).toEqual({ status: 'Ticket issued', tone: 'done', sentence: 'Your payment of ₦6,500 with Paystack bought your ticket, FRE-ABCDEFGHJK.', ticket: 'FRE-ABCDEFGHJK' });
  });

  it('a purchase with its token, a credit, a bus hire, a reschedule that opens the moved ticket', () => {
    expect(plainWords(payment({ kind: 'bill', reference: 'BIL-ABCDEFGHJKLM', bookingReference: undefined, outcome: 'purchase', token: '1234-5678' }))).toEqual({
      status: 'Purchase complete', tone: 'done', sentence: 'Your payment of ₦6,500 with Paystack completed your purchase.', token: '1234-5678',
    });
    expect(plainWords(payment({ kind: 'funding', outcome: 'credit' })).sentence).toBe('₦6,500 was added to your Freely wallet.');
    expect(plainWords(payment({ kind: 'hire', reference: 'HIR-ABCDEFGHJK', outcome: 'hire' })).sentence).toBe('Your payment of ₦6,500 with Paystack paid your bus hire, HIR-ABCDEFGHJK.');
    expect(plainWords(payment({ kind: 'reschedule', reference: 'RSC-ABCDEFGHJK', outcome: 'rescheduled' }))).toMatchObject({
      sentence: 'Your payment of ₦6,500 with Paystack moved booking FRE-ABCDEFGHJK to its new trip.', ticket: 'FRE-ABCDEFGHJK',
    });
  });

  it('a refund: how much, back to where, when it was sent and the date it reaches the traveller by', () => {
    const refund = { amountKobo: 650_000, done: true, refundedAt: '2026-11-28T13:32:00.000Z', by: '2026-12-11' };
    expect(plainWords(payment({ outcome: 'refund', provider: 'Flutterwave', refund }))).toEqual({
      status: 'Refunded', tone: 'back',
      sentence: 'This payment bought nothing, so we sent ₦6,500 back to the card you paid with through Flutterwave on 28 Nov 2026, 02:32 PM. It reaches you by Fri, 11 Dec 2026.',
    });
    expect(plainWords(payment({ outcome: 'refund', provider: 'AzaPay', paidWith: 'bank-transfer', refund: { ...refund, done: false, refundedAt: null } }))).toEqual({
      status: 'Refund on its way', tone: 'back',
      sentence: 'This payment bought nothing, so we are sending ₦6,500 back to the bank account you sent it from, through AzaPay. It reaches you by Fri, 11 Dec 2026.',
    });
  });

  it('still checking with the provider, and by when the traveller hears from us (Lagos time)', () => {
    expect(plainWords(payment({ outcome: 'checking', provider: 'BudPay', hearBy: '2026-11-28T13:17:00.000Z' }))).toEqual({
      status: 'Checking', tone: 'open', sentence: 'We are checking with BudPay; you will hear from us by 28 Nov 2026, 02:17 PM.',
    });
  });

  it('no money taken, and a case with our support team', () => {
    expect(plainWords(payment({ outcome: 'unpaid' }))).toEqual({ status: 'No money taken', tone: 'none', sentence: 'No money was taken: this payment was not completed.' });
    expect(plainWords(payment({ outcome: 'support' }))).toEqual({
      status: 'With our support team', tone: 'support',
      sentence: 'Our support team has your case and will contact you. To speak to them now, call 0700 373 3591 and give the reference FRE-ABCDEFGHJK.',
    });
  });
});
