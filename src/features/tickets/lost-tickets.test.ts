import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@contract/tickets';
import { ApiError, noConnectionError } from '@/api/api-error';
import type { VaultEntry } from '@/offline/ticket-vault';
import { lostTickets, restoreTickets } from './lost-tickets';

const entry = (reference: string): VaultEntry => ({
  version: 2,
  reference,
  booking: { Object: { refCode: reference, createdDate: '', departureDate: '2026-12-20', totalAmount: 0 }, userData: [] } satisfies BookingStatus,
  savedAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

const cookie = (reference: string) => ({ reference, contact: '08031234567' });

describe('lost tickets', () => {
  it('are the saved-ticket cookies whose booking the vault no longer holds, in any case, less those the server no longer knows', () => {
    const cookies = [cookie('FRE-KEPT234567'), cookie('FRE-LOST234567'), cookie('FRE-GONE234567')];
    expect(lostTickets(cookies, [entry('fre-kept234567')], new Set(['FRE-GONE234567']))).toEqual([cookie('FRE-LOST234567')]);
    expect(lostTickets(cookies, [])).toHaveLength(3);
    expect(lostTickets([], [entry('FRE-KEPT234567')])).toEqual([]);
  });

  it('are restored one look-up each, by reference and contact; a booking the server lacks is gone, any other failure is tried again', async () => {
    const asked: string[] = [];
    const outcome = await restoreTickets([cookie('FRE-A'), cookie('FRE-B'), cookie('FRE-C'), cookie('FRE-D')], async (reference, contact) => {
      asked.push(`${reference} ${contact}`);
      if (reference === 'FRE-B') throw new ApiError('Booking Status not found', { status: 404 });
      if (reference === 'FRE-C') throw noConnectionError(true);
      if (reference === 'FRE-D') throw new ApiError('Too many booking look-ups', { status: 429 });
    });
    expect(asked).toEqual(['FRE-A 08031234567', 'FRE-B 08031234567', 'FRE-C 08031234567', 'FRE-D 08031234567']);
    expect(outcome).toEqual({ restored: ['FRE-A'], gone: ['FRE-B'], failed: ['FRE-C', 'FRE-D'] });
  });
});
