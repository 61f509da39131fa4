import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES, type RescheduleSummary } from '@contract/reschedule';
import { closedMessage, pollInterval, viewOf } from './outcome';

const side = { routeName: 'A ==> B', departureTerminal: 'A', destinationTerminal: 'B', departureDate: '2026-11-24', departureTime: '07:00 AM', vehicleName: 'Hiace', seats: [1] };
const summary = (o: Partial<RescheduleSummary>): RescheduleSummary => ({
  reference: 'RSC-ABCDEFGHJK', status: 'awaiting-payment', bookingReference: 'FRE-ABCDEFGHJK', leg: 'outbound', fee: 100_000, paymentMethod: 5,
  createdAt: '2026-11-23T09:00:00Z', expiresAt: '2026-11-23T09:30:00Z', from: side, to: side, checkoutUrl: null, account: null, refund: null, ...o,
});

describe('what the page shows of a reschedule', () => {
  it('done, a card or transfer still to pay, or closed', () => {
    expect(viewOf(summary({ status: 'done' }))).toBe('done');
    expect(viewOf(summary({ paymentMethod: 5 }))).toBe('pay-card');
    expect(viewOf(summary({ paymentMethod: 26 }))).toBe('pay-transfer');
    for (const status of ['expired', 'cancelled', 'failed'] as const) expect(viewOf(summary({ status }))).toBe('closed');
  });

  it('says why it closed; a refund in the server words', () => {
    expect(closedMessage(summary({ status: 'expired' }))).toBe(RESCHEDULE_MESSAGES.expired);
    expect(closedMessage(summary({ status: 'cancelled' }))).toBe(RESCHEDULE_MESSAGES.cancelled);
    expect(closedMessage(summary({ status: 'failed' }))).toBe(RESCHEDULE_MESSAGES.failed);
    expect(closedMessage(summary({ status: 'failed', refund: 'Refunded.' }))).toBe('Refunded.');
  });

  it('polls a card for a minute after the return, a transfer until it ends while online, nothing settled', () => {
    expect(pollInterval(summary({ paymentMethod: 5 }), 0, 59_000)).toBe(3_000);
    expect(pollInterval(summary({ paymentMethod: 5 }), 0, 61_000)).toBe(false);
    expect(pollInterval(summary({ paymentMethod: 26 }), 0, 10 * 60_000)).toBe(5_000);
    expect(pollInterval(summary({ paymentMethod: 26 }), 0, 0, false)).toBe(false);
    expect(pollInterval(summary({ status: 'done' }), 0, 0)).toBe(false);
    expect(pollInterval(undefined, 0, 0)).toBe(false);
  });
});
