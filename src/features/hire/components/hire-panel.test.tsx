// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, lagosToday } from '@contract/dates';
import { renderInApp } from '@/testing/render';
import { hirePanelStore, initialHirePanel } from '../panel-state';
import { HirePanel } from './hire-panel';

// The suggestions' dropdown (Mantine's Combobox) measures itself; jsdom has neither of these.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

const PLACES: Record<string, { name: string; address: string; state: string }> = {
  'ng:city:ikeja': { name: 'Ikeja', address: 'Ikeja, Lagos', state: 'Lagos' },
  'ng:city:ibadan': { name: 'Ibadan', address: 'Ibadan, Oyo', state: 'Oyo' },
};
let requested: string[] = [];
let searchAnswer: unknown;

beforeEach(() => {
  requested = [];
  hirePanelStore.clear();
  searchAnswer = { code: '1', shortDescription: 'SUCCESS', data: { vehicles: [{ vehicleModelId: 3, vehicleModelName: 'Hiace', vehicleTotalNoSeats: 14, farePrice: 1, sleepOverPrice: 1, noOfBookedVehicle: 0, noOfAvailableVehicle: 3 }], onewayDistanceKm: 128.4, pickupLocation: 'Ikeja, Lagos', dropoffLocation: 'Ibadan, Oyo' } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url);
    requested.push(`${init.method ?? 'GET'} ${pathname}?${searchParams}`);
    if (pathname === '/api/maps/api/Google/autocomplete') {
      const input = searchParams.get('input')!.toLowerCase();
      const data = Object.entries(PLACES)
        .filter(([, p]) => p.name.toLowerCase().startsWith(input))
        .map(([id, p]) => ({ place_id: id, description: p.address, main_text: p.name, secondary_text: p.state, kind: 'city' }));
      return Response.json({ code: '1', shortDescription: 'SUCCESS', data });
    }
    if (pathname === '/api/maps/api/Google/placedetails') {
      const id = searchParams.get('placeId')!;
      const p = PLACES[id]!;
      return Response.json({ code: '1', data: { place_id: id, name: p.name, formatted_address: p.address, state: p.state, geometry: { location: { lat: 6.6, lng: 3.3 } } } });
    }
    if (pathname === '/api/maps/api/Google/getdistancewithplaceid') return Response.json({ code: '1', data: 128.4 });
    if (pathname === '/api/booking/HireBooking/bookingSearch') return Response.json(searchAnswer);
    return Response.json({ code: '404', shortDescription: 'Not found' }, { status: 404 });
  });
});

const proceed = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;

async function choosePlace(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }, { timeout: 2000 }));
  await waitFor(() => expect((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value).toMatch(/, /));
}

describe('the Hire panel', () => {
  it('searches places from 3 characters after a pause, with a 15-character session token, and keeps the chosen place', async () => {
    await renderInApp(<HirePanel />, { path: '/', pages: ['/select-bus-hire'] });
    const user = userEvent.setup();
    expect(proceed().disabled).toBe(true);
    expect(screen.queryByText('Enter a pick-up address.')).not.toBeNull();

    await user.type(screen.getByRole('combobox', { name: 'Pick-up address' }), 'Ik');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requested).toEqual([]);
    expect(screen.queryByText('Type at least 3 characters to see places.', { exact: false })).not.toBeNull();

    await user.type(screen.getByRole('combobox', { name: 'Pick-up address' }), 'eja');
    const option = await screen.findByRole('option', { name: /Ikeja/ }, { timeout: 2000 });
    // One request for what was typed before the pause, not one per key.
    expect(requested).toHaveLength(1);
    const token = /sessionToken=([A-Za-z0-9]+)/.exec(requested[0]!)?.[1];
    expect(requested[0]).toContain('input=Ikeja');
    expect(token).toHaveLength(15);
    expect(screen.queryByText(/We could not find that place/)).not.toBeNull();

    await user.click(option);
    await waitFor(() => expect(requested).toHaveLength(2));
    expect(requested[1]).toBe(`GET /api/maps/api/Google/placedetails?placeId=ng%3Acity%3Aikeja&sessionToken=${token}`);
    await waitFor(() => expect(hirePanelStore.get().pickup.place).toEqual({ address: 'Ikeja, Lagos', placeId: 'ng:city:ikeja' }));
    expect(screen.queryByText('Enter a drop-off address.')).not.toBeNull();
  });

  it('leads to /select-bus-hire once the places and date are set: distance first, then the search', async () => {
    hirePanelStore.set({ ...initialHirePanel, date: addDays(lagosToday(), 3) });
    const { router } = await renderInApp(<HirePanel />, { path: '/', pages: ['/select-bus-hire'] });
    const user = userEvent.setup();
    await choosePlace(user, 'Pick-up address', 'Ikej', 'Ikeja');
    await choosePlace(user, 'Drop-off address', 'Ibad', 'Ibadan');
    await waitFor(() => expect(proceed().disabled).toBe(false));

    await user.click(proceed());
    await waitFor(() => expect(router!.state.location.pathname).toBe('/select-bus-hire'));
    expect(requested.slice(-2)).toEqual([
      'GET /api/maps/api/Google/getdistancewithplaceid?origin=ng%3Acity%3Aikeja&destination=ng%3Acity%3Aibadan',
      'POST /api/booking/HireBooking/bookingSearch?',
    ]);
    expect(router!.state.location.search).toEqual({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: addDays(lagosToday(), 3), km: 128.4 });
  });

  it("says 'No bus found' when nothing is free, and asks for a return date and offers the night on a round trip", async () => {
    searchAnswer = { code: '0', shortDescription: 'No bus found', data: null };
    hirePanelStore.set({ ...initialHirePanel, date: addDays(lagosToday(), 3) });
    await renderInApp(<HirePanel />, { path: '/', pages: ['/select-bus-hire'] });
    const user = userEvent.setup();
    await choosePlace(user, 'Pick-up address', 'Ikej', 'Ikeja');
    await choosePlace(user, 'Drop-off address', 'Ibad', 'Ibadan');
    await user.click(screen.getByRole('tab', { name: 'Round Trip' }));
    expect(proceed().disabled).toBe(true);
    expect(screen.queryByText('Choose a return date for a round trip.')).not.toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Retain bus for the night' })).not.toBeNull();
    expect(screen.queryByText('N.B: Retaining Bus for night will include additional charges.')).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    await user.click(proceed());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No bus found');
    expect(alert.textContent).toContain('No hire found, please try again.');
  });
});
