import { describe, expect, it } from 'vitest';
import type { paymentChecks } from '../../db/schema-payment-checks';
import { helpPaymentOf, hearBy } from './outcome';
import type { KindRecord, MoneyRecord } from './records';
import { addWorkingDays } from './refund-date';

/** What an open payment shows before its check closes, and the dates the page promises. */

const NOW = new Date('2026-11-27T10:00:00Z'); // a Friday
const check = (over: Partial<typeof paymentChecks.$inferSelect> = {}): typeof paymentChecks.$inferSelect => ({
  id: 1, kind: 'booking', reference: 'FRE-ABCDEFGHJK', provider: 'paystack', transaction: 'PSK_1', amountKobo: 650_000, email: 'ada@example.com', phone: null, customerId: null,
  createdAt: new Date(NOW.getTime() - 2 * 60_000), checks: 1, nextCheckAt: new Date(NOW.getTime() + 3 * 60_000), lastAnswer: 'pending', lastCheckedAt: null,
  outcome: null, closedAt: null, supportNotifiedAt: null, ...over,
});
const money = (over: Partial<MoneyRecord>): MoneyRecord => ({
  provider: 'paystack', transaction: 'PSK_1', amountKobo: 650_000, bought: true, refundStatus: null, refundedAt: null, at: NOW, ...over,
});
const record = (moneys: MoneyRecord[]): KindRecord => ({ kind: 'booking', reference: 'FRE-ABCDEFGHJK', bookingReference: 'FRE-ABCDEFGHJK', what: 'Bus ticket', money: moneys });

describe('a payment whose check is still open', () => {
  it('is a ticket as soon as its booking records the payment', () => {
    expect(helpPaymentOf(check(), record([money({})]), NOW)).toMatchObject({ outcome: 'ticket', bookingReference: 'FRE-ABCDEFGHJK' });
  });

  it('is a refund on its way while the provider is still being asked to send it back', () => {
    const shown = helpPaymentOf(check(), record([money({ bought: false, why: 'duplicate', refundStatus: 'failed' })]), NOW);
    expect(shown).toMatchObject({ outcome: 'refund', refund: { amountKobo: 650_000, done: false, refundedAt: null, by: '2026-12-11' } });
  });

  it("is 'checking' otherwise, until the later of its next check and its first 15 minutes, never a time already past", () => {
    expect(helpPaymentOf(check(), record([money({ provider: 'flutterwave' })]), NOW)).toMatchObject({ outcome: 'checking', hearBy: '2026-11-27T10:13:00.000Z' });
    expect(hearBy(check({ nextCheckAt: new Date('2026-11-27T11:00:00Z') }), NOW).toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(hearBy(check({ createdAt: new Date('2026-11-27T08:00:00Z'), nextCheckAt: new Date('2026-11-27T09:00:00Z') }), NOW).toISOString()).toBe('2026-11-27T10:05:00.000Z');
  });
});

describe('working days', () => {
  it('skip Saturdays and Sundays', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 10)).toBe('2026-12-11');
    expect(addWorkingDays('2026-11-23', 10)).toBe('2026-12-07');
  });
});
