import { describe, expect, it } from 'vitest';
import type { DirectoryTerminal, PickupArea } from '@contract/places';
import { searchPickupAreas, searchTerminals } from './search';

const terminal = (id: number, terminalName: string, state: string): DirectoryTerminal => ({
  id, terminalId: id, terminalName, state, address: `${terminalName} address`, phoneNumber: '08039001000',
  email: 'terminal@freely.ng', latitude: 6.5, longitude: 3.4, logo: '/terminal-logo.svg',
});
const terminals = [
  terminal(1, 'Lagos (Jibowu)', 'lagos'),
  terminal(2, 'Lagos (Ajah)', 'lagos'),
  terminal(9, 'Benin (Akpakpava)', 'edo'),
  terminal(11, 'Auchi', 'edo'),
  terminal(13, 'Abuja (Utako)', 'abuja'),
];

const area = (id: number, state: string, name: string, location: string[] = ['Somewhere Junction']): PickupArea => ({
  id, state, terminal: name, location, latitude: 6.4, longitude: 3.5,
});
const areas = [area(1, 'Lagos', 'Ajah', []), area(2, 'Lagos', 'Lekki'), area(16, 'Benin', 'Auchi'), area(25, 'Abuja', 'Abuja')];

const names = (list: DirectoryTerminal[]) => list.map((t) => t.terminalName);
const areaNames = (list: PickupArea[]) => list.map((a) => a.terminal);

describe('searchTerminals', () => {
  it('keeps the full list, in order, for an empty or blank box', () => {
    expect(searchTerminals(terminals, '')).toEqual(terminals);
    expect(searchTerminals(terminals, '   ')).toEqual(terminals);
  });

  it('matches the state', () => {
    expect(names(searchTerminals(terminals, 'edo'))).toEqual(['Benin (Akpakpava)', 'Auchi']);
  });

  it('matches the terminal name, also in part', () => {
    expect(names(searchTerminals(terminals, 'jibowu'))).toEqual(['Lagos (Jibowu)']);
    expect(names(searchTerminals(terminals, 'Utak'))).toEqual(['Abuja (Utako)']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(names(searchTerminals(terminals, '  LAGOS '))).toEqual(['Lagos (Jibowu)', 'Lagos (Ajah)']);
    expect(names(searchTerminals(terminals, 'aUcHi\t'))).toEqual(['Auchi']);
  });

  it('returns nothing when no state or name contains the query', () => {
    expect(searchTerminals(terminals, 'kano')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...terminals];
    searchTerminals(terminals, 'edo');
    expect(terminals).toEqual(copy);
  });
});

describe('searchPickupAreas', () => {
  it('shows the default Ajah (Lagos) area, with its empty list, for an empty or blank box', () => {
    for (const query of ['', '  ']) {
      const result = searchPickupAreas(areas, query);
      expect(areaNames(result)).toEqual(['Ajah']);
      expect(result[0]?.location).toEqual([]);
    }
  });

  it('shows nothing for an empty box when the default area is not in the data', () => {
    expect(searchPickupAreas(areas.slice(1), '')).toEqual([]);
  });

  it('matches the state or the area name, ignoring case and spaces', () => {
    expect(areaNames(searchPickupAreas(areas, ' lagos '))).toEqual(['Ajah', 'Lekki']);
    expect(areaNames(searchPickupAreas(areas, 'BENIN'))).toEqual(['Auchi']);
    expect(areaNames(searchPickupAreas(areas, 'lek'))).toEqual(['Lekki']);
  });

  it('returns nothing when no state or area contains the query', () => {
    expect(searchPickupAreas(areas, 'Kaduna')).toEqual([]);
  });
});
