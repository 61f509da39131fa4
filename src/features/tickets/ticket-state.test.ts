import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@contract/tickets';
import { ApiError } from '@/api/api-error';
import type { VaultEntry } from '@/offline/ticket-vault';
import { OFFLINE_NOT_SAVED, ticketState, UNREACHABLE_NOT_SAVED, type TicketInputs } from './ticket-state';

const status = (refCode: string): BookingStatus => ({
  Object: { refCode, createdDate: '2026-11-20T09:00:00.000Z', departureDate: '2026-11-24', totalAmount: 1_500_000 },
  userData: [],
});
const entry = (updatedAt: string, s = status('FRE-ABC234')): VaultEntry => ({ version: 2, reference: s.Object.refCode, booking: s, savedAt: updatedAt, updatedAt });

const base: TicketInputs = {
  reference: 'FRE-ABC234',
  online: true,
  saved: { loading: false, entry: undefined },
  remote: { data: undefined, dataUpdatedAt: 0, error: null },
};
const offlineError = new ApiError('You are offline.', { offline: true });

describe('what the status screen shows', () => {
  it('waits for the vault for a moment, then for the server while online', () => {
    expect(ticketState({ ...base, saved: { loading: true, entry: undefined } }).kind).toBe('loading');
    expect(ticketState(base).kind).toBe('loading');
  });

  it('answers at once offline when the reference is not saved: no spinner', () => {
    expect(ticketState({ ...base, online: false })).toEqual({ kind: 'offline', message: OFFLINE_NOT_SAVED('FRE-ABC234') });
    // navigator said online, but the request got no answer (cut, or its deadline passed on a stalled link).
    expect(ticketState({ ...base, remote: { ...base.remote, error: offlineError } })).toEqual({ kind: 'offline', message: UNREACHABLE_NOT_SAVED('FRE-ABC234') });
  });

  it('shows the saved copy offline, stamped', () => {
    const saved = entry('2026-11-23T10:00:00.000Z');
    expect(ticketState({ ...base, online: false, saved: { loading: false, entry: saved } })).toEqual({ kind: 'ready', status: saved.booking, saved, notice: undefined });
  });

  it('shows the saved copy while the server is asked, then the fresher answer', () => {
    const saved = entry('2026-11-23T10:00:00.000Z');
    const waiting = ticketState({ ...base, saved: { loading: false, entry: saved } });
    expect(waiting).toMatchObject({ kind: 'ready', saved });
    const fresh = entry('2026-11-23T12:00:00.000Z', status('FRE-ABC234'));
    const answered = ticketState({
      ...base,
      saved: { loading: false, entry: saved },
      remote: { data: { status: fresh.booking, saved: fresh }, dataUpdatedAt: Date.parse('2026-11-23T12:00:00.500Z'), error: null },
    });
    expect(answered).toMatchObject({ kind: 'ready', status: fresh.booking, saved: fresh });
  });

  it('prefers a vault copy newer than a cached answer restored from an older session', () => {
    const newer = entry('2026-11-23T12:00:00.000Z');
    const state = ticketState({
      ...base,
      online: false,
      saved: { loading: false, entry: newer },
      remote: { data: { status: status('FRE-ABC234'), saved: undefined }, dataUpdatedAt: Date.parse('2026-11-22T08:00:00.000Z'), error: null },
    });
    expect(state).toMatchObject({ kind: 'ready', saved: newer, status: newer.booking });
  });

  it('says the spec sentence when the server does not know the reference', () => {
    const error = new ApiError('not found', { status: 404, code: '404' });
    expect(ticketState({ ...base, reference: 'FRE-NOPE22', remote: { ...base.remote, error } })).toEqual({
      kind: 'not-found',
      message: 'Booking Status not found for this particular Booking Reference FRE-NOPE22, Please try again.',
    });
  });

  it('shows other failures with their HTTP status, and keeps a saved copy on screen with the message', () => {
    const error = new ApiError('Error validating your request, Please try again!', { status: 500 });
    expect(ticketState({ ...base, remote: { ...base.remote, error } })).toEqual({ kind: 'error', message: 'Error validating your request, Please try again! (HTTP 500)' });
    const saved = entry('2026-11-23T10:00:00.000Z');
    expect(ticketState({ ...base, saved: { loading: false, entry: saved }, remote: { ...base.remote, error } })).toMatchObject({ kind: 'ready', notice: 'Error validating your request, Please try again! (HTTP 500)' });
  });
});
