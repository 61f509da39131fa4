import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { outcomeOfError } from './confirm-outcome';
import { PAYMENT_MESSAGES } from './messages';

describe('outcomeOfError', () => {
  it('tells cancelled, failed and pending apart by the server’s code', () => {
    expect(outcomeOfError(new ApiError('Your Booking was Cancelled!!!', { status: 400, code: '2' }))).toEqual({ kind: 'cancelled' });
    expect(outcomeOfError(new ApiError('Failed Booking', { status: 400, code: '6' }))).toEqual({ kind: 'failed' });
    expect(outcomeOfError(new ApiError('Payment not completed yet.', { status: 409, code: '0' }))).toEqual({ kind: 'pending', message: 'Payment not completed yet.' });
  });

  it('tells a refunded payment apart from a failure, with the server’s sentence, for every provider', () => {
    const refunded = new ApiError('Booking FRE-ABC234 was already paid. Your second payment of ₦12,500 with Flutterwave has been refunded.', { status: 409, code: 'refund' });
    const expected = { kind: 'refund', message: 'Booking FRE-ABC234 was already paid. Your second payment of ₦12,500 with Flutterwave has been refunded.' };
    expect(outcomeOfError(refunded)).toEqual(expected);
    expect(outcomeOfError(refunded, { failureMessage: PAYMENT_MESSAGES.opayFailure })).toEqual(expected);
  });

  it('says offline instead of failing', () => {
    expect(outcomeOfError(new ApiError('x', { offline: true }))).toEqual({ kind: 'offline' });
  });

  it('sends a cancelled payment whose seats are still held back to the payment methods, with the server’s sentence, for every provider', () => {
    const held = new ApiError('Your payment with BudPay was not completed. Booking FRE-ABC234 is still held for you until 14:32: choose another payment method.', { status: 200, code: 'held' });
    const expected = { kind: 'held', message: held.message };
    expect(outcomeOfError(held)).toEqual(expected);
    expect(outcomeOfError(held, { failureMessage: PAYMENT_MESSAGES.opayFailure })).toEqual(expected);
  });

  it('reads the code, never the sentence', () => {
    // The words of a cancelled booking under another code are not a cancelled booking.
    expect(outcomeOfError(new ApiError('Your Booking was Cancelled!!!', { status: 409, code: '409' }))).toEqual({ kind: 'failed', message: 'Your Booking was Cancelled!!!' });
    expect(outcomeOfError(new ApiError('Anything at all', { status: 200, code: '6' }))).toEqual({ kind: 'failed' });
    expect(outcomeOfError(new ApiError('Anything at all', { status: 200, code: 'held' })).kind).toBe('held');
  });

  it('says the spec’s sentence for a server fault', () => {
    expect(outcomeOfError(new ApiError('Internal details', { status: 500, code: '500' }))).toEqual({ kind: 'failed', message: 'An error occured while processing your request.' });
  });

  it('keeps the server’s sentence for other refusals', () => {
    expect(outcomeOfError(new ApiError('No booking FRE-X found.', { status: 404, code: '404' }))).toEqual({ kind: 'failed', message: 'No booking FRE-X found.' });
  });

  it('falls back to the spec’s sentence for anything else', () => {
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'failed', message: 'An error occured while processing your request.' });
  });

  it('uses OPay’s own failure sentence', () => {
    expect(outcomeOfError(new ApiError('Failed Booking', { status: 400, code: '6' }), { failureMessage: PAYMENT_MESSAGES.opayFailure })).toEqual({ kind: 'failed', message: 'Your booking failed.' });
    expect(outcomeOfError(new ApiError('Your Booking was Cancelled!!!', { status: 400, code: '2' }), { failureMessage: PAYMENT_MESSAGES.opayFailure })).toEqual({ kind: 'cancelled' });
  });
});
