import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DirectoryTerminal, PickupArea } from '@contract/places';
import { fill } from '@/testing/form-fields';
import { renderInApp } from '@/testing/render';
import { PickupLocationsPage } from './pickup/pickup-locations-page';
import { BusTerminalsPage } from './terminals/bus-terminals-page';

const terminal = (id: number, terminalName: string, state: string): DirectoryTerminal => ({
  id, terminalId: id, terminalName, state, address: `${id} Main Road`, phoneNumber: `0803900100${id}`,
  email: `t${id}@freely.ng`, latitude: 6.5, longitude: 3.4, logo: '/terminal-logo.svg',
});
const terminals = [terminal(1, 'Lagos (Jibowu)', 'lagos'), terminal(9, 'Benin (Akpakpava)', 'edo'), terminal(11, 'Auchi', 'edo')];
const areas: PickupArea[] = [
  { id: 1, state: 'Lagos', terminal: 'Ajah', location: [], latitude: 6.47, longitude: 3.57 },
  { id: 2, state: 'Lagos', terminal: 'Lekki', location: ['Total Filling Station', 'Chicken Republic'], latitude: 6.45, longitude: 3.47 },
];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
  // A map asked for in one test would show at once in the next (the phone has had one).
  localStorage.clear();
  // jsdom has no WebGL: the pages must carry on with the lists alone.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal('fetch', async (url: string) => {
    const data = url.includes('/Terminal/directory') ? terminals : url.includes('/PickupLocations') ? areas : undefined;
    return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data }), { status: 200 });
  });
});

/** Renders a directory page and waits for its list. */
async function show(Page: () => ReactNode, path: string, list: string) {
  await renderInApp(<Page />, { path });
  await screen.findByRole('list', { name: list });
}
/** The first words an element shows: a card's name, a numbered point's place. */
const firstText = (element: HTMLElement) => within(element).getAllByText(/\S/)[0]?.textContent;
/** Choosing a card shows it on the map: the cards are the toggle buttons. */
const cardNames = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed')).map(firstText);
const caption = () => screen.getByText(/^Showing /).textContent;
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Bus Terminals', () => {
  it('lists every terminal with tel: and mailto: links, and says when the map cannot be drawn', async () => {
    await show(BusTerminalsPage, '/Bus-Terminal', 'Terminals');
    expect(cardNames()).toEqual(['Lagos (Jibowu)', 'Benin (Akpakpava)', 'Auchi']);
    expect(hrefOf('08039001001')).toBe('tel:08039001001');
    expect(hrefOf('t9@freely.ng')).toBe('mailto:t9@freely.ng');
    // Not drawn until asked for (use-map-wanted.ts); asked, it says this phone cannot draw one.
    expect(screen.queryByText("The map can't be shown on this phone. Every address is in the list.")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(screen.queryByText("The map can't be shown on this phone. Every address is in the list.")).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
    expect(caption()).toBe('Showing Lagos');
  });

  it('filters by state or name, trimmed and in any case; an empty box restores the list', async () => {
    await show(BusTerminalsPage, '/Bus-Terminal', 'Terminals');
    await fill(user, 'Where is your destination?', '  EDO ');
    expect(cardNames()).toEqual(['Benin (Akpakpava)', 'Auchi']);
    await fill(user, 'Where is your destination?', 'jibowu');
    expect(cardNames()).toEqual(['Lagos (Jibowu)']);
    await fill(user, 'Where is your destination?', 'kano');
    expect(screen.queryByText(/No terminal matches “kano”/)).not.toBeNull();
    await fill(user, 'Where is your destination?', '');
    expect(cardNames()).toHaveLength(3);
  });

  it('choosing a card marks it chosen and names it under the map', async () => {
    await show(BusTerminalsPage, '/Bus-Terminal', 'Terminals');
    await user.click(screen.getByRole('button', { name: /^Auchi/, pressed: false }));
    expect(screen.getByRole('button', { name: /^Auchi/ }).getAttribute('aria-pressed')).toBe('true');
    expect(caption()).toBe('Showing Auchi');
  });
});

describe('Pick-up Locations', () => {
  it('opens on the Ajah (Lagos) area and says kindly that it has no points yet', async () => {
    await show(PickupLocationsPage, '/Pickupservice', 'Pick-up areas');
    expect(cardNames()).toEqual(['Ajah, Lagos']);
    expect(screen.queryByText('No pick-up points are registered in Ajah yet. Search another area.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'About pick-up locations' })).not.toBeNull();
  });

  it('shows the matching areas as numbered lists, and centres the map on a chosen one', async () => {
    await show(PickupLocationsPage, '/Pickupservice', 'Pick-up areas');
    await fill(user, 'Search for pickup location', ' LEKKI');
    expect(cardNames()).toEqual(['Lekki, Lagos']);
    const points = within(screen.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' }));
    expect(points.getAllByRole('listitem').map(firstText)).toEqual(['Total Filling Station', 'Chicken Republic']);
    const directions = points.getByRole('link', { name: 'Get directions to Total Filling Station' }).getAttribute('href');
    expect(new URL(directions!).searchParams.get('destination')).toBe('Total Filling Station, Lekki, Lagos, Nigeria');
    await user.click(screen.getByRole('button', { name: /^Lekki, Lagos/ }));
    expect(caption()).toBe('Showing Lekki, Lagos');
  });
});
