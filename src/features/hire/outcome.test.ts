import { describe, expect, it } from 'vitest';
import { HIRE_CODES, HIRE_MESSAGES, type HireSummary } from '@contract/hire';
import { ApiError, noConnectionError } from '@/api/api-error';
import { outcomeOfError, outcomeOfHire } from './outcome';

const hire = { refCode: 'HIR-ABC123', status: 'awaiting-payment', expiresAt: '2026-11-25T11:00:00Z' } as HireSummary;

describe('a hire result', () => {
  it("reads the hire's status", () => {
    expect(outcomeOfHire({ ...hire, status: 'paid' }).kind).toBe('paid');
    expect(outcomeOfHire(hire).kind).toBe('awaiting');
    expect(outcomeOfHire({ ...hire, status: 'expired' }).kind).toBe('expired');
    expect(outcomeOfHire({ ...hire, status: 'cancelled' }).kind).toBe('cancelled');
  });

  it("reads the card confirm's refusal by its code alone, and words what has no sentence as spec 2 §8 does", () => {
    expect(outcomeOfError(new ApiError('Your Booking was Cancelled!!!', { status: 200, code: '2' }))).toEqual({ kind: 'cancelled' });
    expect(outcomeOfError(new ApiError('Payment not completed yet.', { status: 200, code: '0' }))).toEqual({ kind: 'pending', message: 'Payment not completed yet.' });
    expect(outcomeOfError(new ApiError(HIRE_MESSAGES.expired, { status: 200, code: HIRE_CODES.expired }))).toEqual({ kind: 'expired' });
    // The code decides, never the sentence.
    expect(outcomeOfError(new ApiError(HIRE_MESSAGES.expired, { status: 200, code: '6' }))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.confirmFailed });
    expect(outcomeOfError(new ApiError('Some other words', { status: 200, code: HIRE_CODES.expired }))).toEqual({ kind: 'expired' });
    expect(outcomeOfError(new ApiError('Hire HIR-X was already paid. Your second payment has been refunded.', { status: 409, code: 'refund' }))).toEqual({ kind: 'refund', message: 'Hire HIR-X was already paid. Your second payment has been refunded.' });
    expect(outcomeOfError(new ApiError('Failed Booking', { status: 200, code: '6' }))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.confirmFailed });
    expect(outcomeOfError(new ApiError(HIRE_MESSAGES.notFound, { status: 404, code: '404' }))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.notFound });
    expect(outcomeOfError(new ApiError('boom', { status: 500, code: '500' }))).toEqual({ kind: 'failed', message: 'An error occured while processing your request.' });
    expect(outcomeOfError(new Error('x'))).toEqual({ kind: 'failed', message: HIRE_MESSAGES.confirmFailed });
    expect(outcomeOfError(noConnectionError(true))).toEqual({ kind: 'offline' });
  });
});
