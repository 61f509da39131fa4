import { describe, expect, it } from 'vitest';
import { BILLS_MESSAGES } from '@contract/bills';
import { failureMessage, groupToken, outcomeView, successMessage } from './outcome';

describe('outcome → message (spec 1 §4, spec 2 §8)', () => {
  it("airtime says 'Airtime Purchased Successfully.', the rest 'Purchased Successfully.'", () => {
    expect(successMessage('airtime')).toBe('Airtime Purchased Successfully.');
    expect(successMessage('data')).toBe('Purchased Successfully.');
    expect(successMessage('tv')).toBe('Purchased Successfully.');
    expect(successMessage('electricity')).toBe('Purchased Successfully.');
  });

  it("electricity's Success, Failed and Pending modals", () => {
    const base = { kind: 'electricity' as const, message: '', refunded: false };
    expect(outcomeView({ ...base, status: 'success' })).toEqual({ tone: 'success', title: 'Success', message: 'Purchased Successfully.' });
    expect(outcomeView({ ...base, status: 'failed' })).toEqual({ tone: 'failed', title: 'Failed', message: 'Your transaction failed, Please Try again.' });
    expect(outcomeView({ ...base, status: 'pending' })).toEqual({ tone: 'pending', title: 'Pending', message: 'Your transaction is processing' });
    expect(outcomeView({ ...base, status: 'awaiting-payment' }).message).toBe(BILLS_MESSAGES.processing);
  });

  it("a failure keeps the spec's sentence for electricity and adds the server's (a refund)", () => {
    expect(failureMessage({ kind: 'electricity', message: BILLS_MESSAGES.refunded, refunded: true })).toBe(`${BILLS_MESSAGES.electricityFailed} ${BILLS_MESSAGES.refunded}`);
    expect(failureMessage({ kind: 'electricity', message: BILLS_MESSAGES.electricityFailed, refunded: false })).toBe(BILLS_MESSAGES.electricityFailed);
  });

  it("other kinds say the server's sentence, else whether the money came back", () => {
    expect(failureMessage({ kind: 'airtime', message: 'The biller could not top up this number.', refunded: true })).toBe('The biller could not top up this number.');
    expect(failureMessage({ kind: 'data', message: ' ', refunded: true })).toBe(BILLS_MESSAGES.refunded);
    expect(failureMessage({ kind: 'tv', message: '', refunded: false })).toBe(BILLS_MESSAGES.payAdviceFailed);
  });
});

describe('the prepaid token', () => {
  it('reads in groups of four', () => {
    expect(groupToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
    expect(groupToken('1234 5678 9012 3456 7890')).toBe('1234 5678 9012 3456 7890');
    expect(groupToken('123456')).toBe('1234 56');
  });
});
