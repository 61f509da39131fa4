import { describe, expect, it } from 'vitest';
import {
  ADULT_OPTIONS, canProceed, departureWindow, initialSearchForm, isEmptyWindow, returnWindow, searchFormReducer, tripSearchOf,
  type SearchFormAction, type SearchFormState,
} from './search-form-state';

const today = '2026-11-23';
const run = (actions: SearchFormAction[], from = initialSearchForm()) => actions.reduce(searchFormReducer, from);
const filled = (): SearchFormState =>
  run([
    { type: 'from', id: 1 },
    { type: 'to', id: 13 },
    { type: 'date', date: '2026-11-24', today },
    { type: 'adults', adults: 2 },
  ]);

describe('date windows', () => {
  it('offers departures from tomorrow to 21 days ahead', () => {
    expect(departureWindow(today)).toEqual({ min: '2026-11-24', max: '2026-12-14' });
  });

  it('offers returns from the day after departure to 21 days from today', () => {
    expect(returnWindow(today, '2026-11-30')).toEqual({ min: '2026-12-01', max: '2026-12-14' });
    expect(isEmptyWindow(returnWindow(today, '2026-12-14'))).toBe(true);
    expect(isEmptyWindow(returnWindow(today, '2026-12-13'))).toBe(false);
  });
});

describe('searchFormReducer', () => {
  it('resets the adults to 1 when the arrival changes', () => {
    const state = run([{ type: 'to', id: 14 }], filled());
    expect(state.adults).toBe(1);
    expect(state.to).toBe(14);
  });

  it('keeps the adults when the same arrival is chosen again', () => {
    expect(run([{ type: 'to', id: 13 }], filled()).adults).toBe(2);
  });

  it('clears the arrival and adults when the departure changes', () => {
    const state = run([{ type: 'from', id: 9 }], filled());
    expect(state).toMatchObject({ from: 9, to: null, adults: 1 });
  });

  it('refuses dates outside the window', () => {
    expect(run([{ type: 'date', date: today, today }]).date).toBeNull();
    expect(run([{ type: 'date', date: '2026-12-15', today }]).date).toBeNull();
    expect(run([{ type: 'date', date: '2026-12-14', today }]).date).toBe('2026-12-14');
  });

  it('drops a return date the new departure no longer allows', () => {
    const round = run([{ type: 'kind', kind: 'roundTrip' }, { type: 'returnDate', date: '2026-11-26', today }], filled());
    expect(round.returnDate).toBe('2026-11-26');
    expect(run([{ type: 'date', date: '2026-11-25', today }], round).returnDate).toBe('2026-11-26');
    expect(run([{ type: 'date', date: '2026-11-26', today }], round).returnDate).toBeNull();
  });

  it('refuses a return on or before the departure', () => {
    const round = run([{ type: 'kind', kind: 'roundTrip' }, { type: 'returnDate', date: '2026-11-24', today }], filled());
    expect(round.returnDate).toBeNull();
  });

  it('keeps the adults between 1 and 13', () => {
    expect(run([{ type: 'adults', adults: 20 }]).adults).toBe(13);
    expect(run([{ type: 'adults', adults: 0 }]).adults).toBe(1);
    expect(ADULT_OPTIONS).toHaveLength(13);
    expect(ADULT_OPTIONS[0]).toBe('1');
  });
});

describe('tripSearchOf', () => {
  it('needs departure, arrival, date and adults', () => {
    expect(canProceed(initialSearchForm(), today)).toBe(false);
    expect(tripSearchOf(filled(), today)).toEqual({ from: 1, to: 13, date: '2026-11-24', adults: 2 });
  });

  it('needs a return date on a round trip', () => {
    const round = run([{ type: 'kind', kind: 'roundTrip' }], filled());
    expect(canProceed(round, today)).toBe(false);
    const withReturn = run([{ type: 'returnDate', date: '2026-11-28', today }], round);
    expect(tripSearchOf(withReturn, today)).toEqual({ from: 1, to: 13, date: '2026-11-24', adults: 2, returnDate: '2026-11-28' });
  });

  it('leaves the return date out of a one-way search', () => {
    const round = run([{ type: 'kind', kind: 'roundTrip' }, { type: 'returnDate', date: '2026-11-28', today }, { type: 'kind', kind: 'oneWay' }], filled());
    expect(tripSearchOf(round, today)).toEqual({ from: 1, to: 13, date: '2026-11-24', adults: 2 });
  });

  it('refuses a prefilled date that has since left the window', () => {
    expect(canProceed(initialSearchForm({ from: 1, to: 13, date: today }), today)).toBe(false);
  });
});
