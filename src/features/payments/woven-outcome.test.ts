import { describe, expect, it } from 'vitest';
import type { Ticket } from '@contract/booking';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { WOVEN_EXPIRED } from '@contract/woven';
import { ApiError, noConnectionError } from '@/api/api-error';
import { wovenView } from './woven-outcome';

const ticket = { bookingReference: 'FRE-ABCDEFGHJK' } as Ticket;
const open = { data: { closed: false }, error: null };
const none = { data: undefined, error: null };
const said = (code: string, message: string, status = 200) => new ApiError(message, { code, status });

describe('what /woven-pay shows', () => {
  it('the ticket once the transfer arrived, whatever the account answer', () => {
    expect(wovenView(open, { data: ticket, error: null })).toEqual({ kind: 'confirmed', ticket });
    expect(wovenView({ data: undefined, error: said('', 'Booking FRE-ABCDEFGHJK is already paid.', 409) }, { data: ticket, error: null }).kind).toBe('confirmed');
  });
  it('a refund or the expiry in the server\'s words', () => {
    expect(wovenView(open, { data: undefined, error: said('refund', 'Your payment of ₦1,000 with Woven has been refunded.', 409) })).toEqual({ kind: 'refund', message: 'Your payment of ₦1,000 with Woven has been refunded.' });
    expect(wovenView(open, { data: undefined, error: said(WOVEN_EXPIRED.code, WOVEN_EXPIRED.message) })).toEqual({ kind: 'expired', message: WOVEN_EXPIRED.message });
    expect(wovenView({ data: { closed: true }, error: null }, none).kind).toBe('expired');
  });
  it('the account while the transfer is awaited, also when the link fails (as last read)', () => {
    expect(wovenView(open, none)).toEqual({ kind: 'awaiting' });
    expect(wovenView(open, { data: undefined, error: said('0', CONFIRM_OUTCOME.transferPending.message) })).toEqual({ kind: 'awaiting' });
    expect(wovenView({ data: { closed: false }, error: noConnectionError() }, { data: undefined, error: noConnectionError(true) })).toEqual({ kind: 'awaiting' });
  });
  it('no account: loading, no connection, or why not', () => {
    expect(wovenView(none, none)).toEqual({ kind: 'loading' });
    expect(wovenView({ data: undefined, error: noConnectionError(true) }, none)).toEqual({ kind: 'no-connection' });
    expect(wovenView({ data: undefined, error: said('', 'Booking FRE-ABCDEFGHJK has expired and its seats were released. Please book again.', 409) }, none))
      .toEqual({ kind: 'refused', message: 'Booking FRE-ABCDEFGHJK has expired and its seats were released. Please book again.' });
  });
});
