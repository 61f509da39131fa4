import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingHistoryRow } from '@contract/history';
import { sessionStore, type Session } from '@/api/session';
import { renderInApp } from '@/testing/render';
import { HistoryPage } from './history-page';

const row: BookingHistoryRow = {
  bookingReferenceCode: 'FRE-ABC234', bookingStatus: 1, routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
  departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)', departureDate: '2026-11-24', departureTime: '07:00 AM',
  departsAt: '2026-11-24T06:00:00.000Z', hasReturn: false, returnDepartureDate: '', returnDepartureTime: '', totalAmount: 2_450_000,
  noOfTicket: 2, seatNumbers: [3, 4], returnSeatNumbers: [], passengers: ['Ada Obi', 'Chidi Obi'], createdDate: '2026-11-23T09:00:00.000Z',
};

let requested: string[] = [];
beforeEach(async () => {
  requested = [];
  // No IndexedDB under jsdom: the in-memory session is what the screen reads.
  await sessionStore.set({ token: 't', refreshToken: 'r', user: { email: 'ada@example.com' } } as unknown as Session).catch(() => undefined);
});

function answer(rows: BookingHistoryRow[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requested.push(`${url} ${(init.headers as Record<string, string>).Authorization}`);
    return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data: { data: { userData: rows } } }), { status: 200 });
  });
}

async function mount(selected?: string) {
  const onSelect = vi.fn();
  await renderInApp(<HistoryPage selected={selected} onSelect={onSelect} />, { path: '/bookinghistory' });
  return { onSelect };
}

describe('HistoryPage', () => {
  it("asks for the customer's own history with their e-mail and bearer token", async () => {
    answer([]);
    await mount();
    await waitFor(() => expect(screen.queryByText('You are yet to make a booking')).not.toBeNull());
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/\/api\/booking\/CustomerBooking\/bookingHistorys\?Email=ada%40example\.com&CountryCode=NG&Paginated=false Bearer t$/);
  });

  it('lists each booking with its trip, status and seats; choosing one asks for its detail view', async () => {
    answer([row, { ...row, bookingReferenceCode: 'FRE-XYZ789', bookingStatus: 7 }]);
    const { onSelect } = await mount();
    const cards = within(await screen.findByRole('list', { name: 'Your bookings' })).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Lagos (Jibowu) → Abuja (Utako)') as unknown as string,
      expect.stringContaining('Not-Specified') as unknown as string,
    ]);
    expect(cards[0]?.textContent).toContain('Approved');
    expect(cards[0]?.textContent).toContain('FRE-ABC234 · 2 seats · ₦24,500');
    await userEvent.click(cards[0]!);
    expect(onSelect).toHaveBeenCalledWith('FRE-ABC234');
  });

  it('opens the detail view of the selected booking with a way to its ticket, and to reschedule it while it is confirmed', async () => {
    answer([row]);
    await mount('FRE-ABC234');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Booking Details');
    expect(dialog.textContent).toContain('Seat Number(s)3, 4');
    expect(within(dialog).getByRole('link', { name: 'View ticket' }).getAttribute('href')).toBe('/bookingStatus?ref=FRE-ABC234');
    expect(within(dialog).getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe('/reschedule?ref=FRE-ABC234');
  });

  it('offers no reschedule for a booking that is not confirmed', async () => {
    answer([{ ...row, bookingStatus: 2 }]);
    await mount('FRE-ABC234');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'View ticket' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Reschedule' })).toBeNull();
  });
});
