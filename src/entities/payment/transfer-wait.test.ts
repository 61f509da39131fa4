import { describe, expect, it } from 'vitest';
import { TRANSFER_POLL_MS, transferPollInterval } from './transfer-wait';

describe('the one transfer polling rule', () => {
  it('asks every 5 s while online and the answer is not final', () => {
    expect(TRANSFER_POLL_MS).toBe(5_000);
    expect(transferPollInterval(false, true)).toBe(5_000);
  });
  it('stops offline, and once the ticket, the refund or the expiry is known', () => {
    expect(transferPollInterval(false, false)).toBe(false);
    expect(transferPollInterval(true, true)).toBe(false);
    expect(transferPollInterval(true, false)).toBe(false);
  });
});
