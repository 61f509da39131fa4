import { describe, expect, it } from 'vitest';
import type { BillOutcome } from '@contract/bills';
import { anyPending, HISTORY_POLL_MS } from './get-bill-history';
import { isUnsettled, STATUS_POLL_MS, statusPollInterval } from './get-payment-status';

const bill = (status: BillOutcome['status']) => ({ status }) as BillOutcome;

describe('waiting for a bill', () => {
  it('the result page asks again while pending or awaiting payment, and only while polling', () => {
    expect(isUnsettled(bill('pending'))).toBe(true);
    expect(isUnsettled(bill('awaiting-payment'))).toBe(true);
    expect(statusPollInterval(bill('pending'), true)).toBe(STATUS_POLL_MS);
    expect(statusPollInterval(bill('pending'), false)).toBe(false);
    expect(statusPollInterval(bill('success'), true)).toBe(false);
    expect(statusPollInterval(bill('failed'), true)).toBe(false);
    expect(statusPollInterval(undefined, true)).toBe(false);
  });

  it('Recent bills refreshes every ~5 s while one is pending (not a card checkout never finished)', () => {
    expect(HISTORY_POLL_MS).toBe(5000);
    expect(anyPending([bill('success'), bill('pending')])).toBe(true);
    expect(anyPending([bill('success'), bill('awaiting-payment'), bill('failed')])).toBe(false);
    expect(anyPending(undefined)).toBe(false);
  });
});
