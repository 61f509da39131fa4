import { describe, expect, it } from 'vitest';
import type { Ticket } from '@contract/booking';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { ApiError, noConnectionError } from '@/api/api-error';
import { transferSettled, transferView } from './transfer-outcome';

const ticket = { bookingReference: 'FRE-ABCDEFGHJK' } as Ticket;
const account = { data: { kind: 'named' }, error: null };
const none = { data: undefined, error: null };
const said = (code: string, message: string, status = 200) => new ApiError(message, { code, status });
const notYet = said(CONFIRM_OUTCOME.transferPending.code, CONFIRM_OUTCOME.transferPending.message);

describe('what /aza-pay shows', () => {
  it('the ticket as soon as the status says the transfer arrived', () => {
    expect(transferView(account, { data: ticket, error: null })).toEqual({ kind: 'confirmed', ticket });
  });
  it('the account while the transfer is awaited, also when the link fails', () => {
    expect(transferView(account, none)).toEqual({ kind: 'awaiting' });
    expect(transferView(account, { data: undefined, error: notYet })).toEqual({ kind: 'awaiting' });
    expect(transferView(account, { data: undefined, error: noConnectionError() })).toEqual({ kind: 'awaiting' });
  });
  it('a refund, the seats still held, or the expiry, by the code the server answers', () => {
    expect(transferView(account, { data: undefined, error: said('refund', 'Refunded.', 409) })).toEqual({ kind: 'refund', message: 'Refunded.' });
    expect(transferView(account, { data: undefined, error: said('held', 'Still held until 14:32.') })).toEqual({ kind: 'held', message: 'Still held until 14:32.' });
    expect(transferView(account, { data: undefined, error: said('2', 'Your Booking was Cancelled!!!') })).toEqual({ kind: 'expired' });
    expect(transferView(account, { data: undefined, error: said('6', 'Failed Booking') })).toEqual({ kind: 'expired' });
    expect(transferView(account, { data: undefined, error: said('404', 'No booking FRE-X.', 404) })).toEqual({ kind: 'refused', message: 'No booking FRE-X.' });
  });
  it('no account: loading, no connection, or why not', () => {
    expect(transferView(none, none)).toEqual({ kind: 'loading' });
    expect(transferView({ data: undefined, error: noConnectionError() }, none)).toEqual({ kind: 'no-connection' });
    expect(transferView({ data: undefined, error: said('409', 'Booking FRE-X was already paid.', 409) }, none)).toEqual({ kind: 'refused', message: 'Booking FRE-X was already paid.' });
  });
});

describe('when /aza-pay stops asking', () => {
  it('goes on while the transfer is awaited or the link is down; stops at the ticket, a refund, a held booking or the expiry', () => {
    expect(transferSettled(none)).toBe(false);
    expect(transferSettled({ data: undefined, error: notYet })).toBe(false);
    expect(transferSettled({ data: undefined, error: noConnectionError(true) })).toBe(false);
    expect(transferSettled({ data: ticket, error: null })).toBe(true);
    for (const code of ['refund', 'held', '2', '6']) expect(transferSettled({ data: undefined, error: said(code, 'x') }), code).toBe(true);
  });
});
