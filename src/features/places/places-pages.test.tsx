// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryTerminal, PickupArea } from '@contract/places';
import { renderRoute, setUpDomTests } from '@/testing/render';
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

setUpDomTests();

beforeEach(() => {
  // jsdom has no WebGL: the pages must carry on with the lists alone.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal('fetch', async (url: string) => {
    const data = url.includes('/Terminal/directory') ? terminals : url.includes('/PickupLocations') ? areas : undefined;
    return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data }), { status: 200 });
  });
});

const byLabel = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
};
function type(label: string, value: string) {
  const input = byLabel(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const cardNames = () => [...document.querySelectorAll('li button[aria-pressed]')].map((b) => b.querySelector('span')?.textContent);
const caption = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('Bus Terminals', () => {
  it('lists every terminal with tel: and mailto: links, and says when the map cannot be drawn', async () => {
    await renderRoute(BusTerminalsPage, '/Bus-Terminal');
    expect(cardNames()).toEqual(['Lagos (Jibowu)', 'Benin (Akpakpava)', 'Auchi']);
    expect(document.querySelector('a[href="tel:08039001001"]')?.textContent).toBe('08039001001');
    expect(document.querySelector('a[href="mailto:t9@freely.ng"]')).not.toBeNull();
    expect(document.body.textContent).toContain("The map can't be shown on this phone. Every address is in the list.");
    expect(caption()).toBe('Showing Lagos');
  });

  it('filters by state or name, trimmed and in any case; an empty box restores the list', async () => {
    await renderRoute(BusTerminalsPage, '/Bus-Terminal');
    type('Where is your destination?', '  EDO ');
    expect(cardNames()).toEqual(['Benin (Akpakpava)', 'Auchi']);
    type('Where is your destination?', 'jibowu');
    expect(cardNames()).toEqual(['Lagos (Jibowu)']);
    type('Where is your destination?', 'kano');
    expect(document.body.textContent).toContain('No terminal matches “kano”');
    type('Where is your destination?', '');
    expect(cardNames()).toHaveLength(3);
  });

  it('choosing a card marks it chosen and names it under the map', async () => {
    await renderRoute(BusTerminalsPage, '/Bus-Terminal');
    const auchi = [...document.querySelectorAll('li button[aria-pressed]')].find((b) => b.textContent?.startsWith('Auchi')) as HTMLButtonElement;
    act(() => auchi.click());
    expect(auchi.getAttribute('aria-pressed')).toBe('true');
    expect(caption()).toBe('Showing Auchi');
  });
});

describe('Pick-up Locations', () => {
  it('opens on the Ajah (Lagos) area and says kindly that it has no points yet', async () => {
    await renderRoute(PickupLocationsPage, '/Pickupservice');
    expect(cardNames()).toEqual(['Ajah, Lagos']);
    expect(document.body.textContent).toContain('No pick-up points are registered in Ajah yet. Search another area.');
    expect(document.querySelector('button[aria-label="About pick-up locations"]')).not.toBeNull();
  });

  it('shows the matching areas as numbered lists, and centres the map on a chosen one', async () => {
    await renderRoute(PickupLocationsPage, '/Pickupservice');
    type('Search for pickup location', ' LEKKI');
    expect(cardNames()).toEqual(['Lekki, Lagos']);
    const list = document.querySelector('ol[aria-label="Pick-up points in Lekki, Lagos"]');
    expect([...(list?.querySelectorAll('li > span') ?? [])].map((point) => point.textContent)).toEqual(['Total Filling Station', 'Chicken Republic']);
    const directions = list?.querySelector('a[aria-label="Get directions to Total Filling Station"]');
    expect(new URL(directions!.getAttribute('href')!).searchParams.get('destination')).toBe('Total Filling Station, Lekki, Lagos, Nigeria');
    act(() => (document.querySelector('li button[aria-pressed]') as HTMLButtonElement).click());
    expect(caption()).toBe('Showing Lekki, Lagos');
  });
});
