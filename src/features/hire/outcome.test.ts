import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES, type HireSummary } from '@contract/hire';
import { ApiError, noConnectionError } from '@/api/api-error';
import { outcomeOfError, outcomeOfHire, STATUS_POLL_FAST_MS, STATUS_POLL_SLOW_MS, statusPollInterval } from './outcome';

const hire = { refCode: 'HIR-ABC123', status: 'awaiting-payment', expiresAt: '2026-11-25T11:00:00Z' } as HireSummary;
const opened = Date.parse('2026-11-25T10:00:00Z');

describe('a hire result', () => {
  it("reads the hire's status", () => {
    expect(outcomeOfHire({ ...hire, status: 'paid' }).kind).toBe('paid');
    expect(outcomeOfHire(hire).kind).toBe('awaiting');
    expect(outcomeOfHire({ ...hire, status: 'expired' }).kind).toBe('expired');
    expect(outcomeOfHire({ ...hire, status: 'cancelled' }).kind).toBe('cancelled');
  });

  it("reads the card confirm's refusal by its code, and words what has no sentence as spec 2 §8 does", () => {
    expect(outcomeOfError(new ApiError('Your Booking was Cancelled!!!', { status: 200, code: '2' }))).toEqual({ kind: 'cancelled' });
    expect(outcomeOfError(new ApiError('Payment not completed yet.', { status: 200, code: '0' }))).toEqual({ kind: 'pending', message: 'Payment not completed yet.' });
    expect(outcomeOfError(new ApiError(HIRE_MESSAGES.expired, { status: 200, code: '6' }))).toEqual({ kind: 'expired' });
    expect(outcomeOfError(new ApiError('Hire HIR-X was already paid. Your second payment has been refunded.', { status: 409, code: 'refund' }))).toEqual({ kind: 'refund', message: 'Hire HIR-X was already paid. Your second payment has been refunded.' });
    expect(outcomeOfError(new ApiError('Failed Booking', { status: 200, code: '6' }))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.confirmFailed });
    expect(outcomeOfError(new ApiError(HIRE_MESSAGES.notFound, { status: 404, code: '404' }))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.notFound });
    expect(outcomeOfError(new ApiError('boom', { status: 500, code: '500' }))).toEqual({ kind: 'failed', message: 'An error occured while processing your request.' });
    expect(outcomeOfError(new Error('x'))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.confirmFailed });
    expect(outcomeOfError(noConnectionError(true))).toEqual({ kind: 'offline' });
  });

  it('asks about a transfer every 5 s for ten minutes, then every 20 s, and stops once it is settled or well past its hour', () => {
    expect(statusPollInterval(hire, opened, opened + 60_000)).toBe(STATUS_POLL_FAST_MS);
    expect(statusPollInterval(hire, opened, opened + 11 * 60_000)).toBe(STATUS_POLL_SLOW_MS);
    expect(statusPollInterval(hire, opened, Date.parse('2026-11-25T11:00:10Z'))).toBe(STATUS_POLL_SLOW_MS);
    expect(statusPollInterval(hire, opened, Date.parse('2026-11-25T11:01:00Z'))).toBe(false);
    expect(statusPollInterval({ ...hire, status: 'paid' }, opened, opened)).toBe(false);
    expect(statusPollInterval(undefined, opened, opened)).toBe(false);
  });
});
