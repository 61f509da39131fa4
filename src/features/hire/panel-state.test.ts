import { describe, expect, it } from 'vitest';
import { addDays } from '@contract/dates';
import { freshPanel, hirePanelReducer, initialHirePanel, missingForProceed, PANEL_MESSAGES, pickupWindow, returnWindow, toPanelSearch, type HirePanelState } from './panel-state';

const today = '2026-11-25';
const ikeja = { address: 'Ikeja, Lagos', placeId: 'ng:city:ikeja' };
const ibadan = { address: 'Ibadan, Oyo', placeId: 'ng:city:ibadan' };
const filled: HirePanelState = { ...initialHirePanel, pickup: { text: ikeja.address, place: ikeja }, dropoff: { text: ibadan.address, place: ibadan }, date: addDays(today, 3) };

describe('the Hire panel', () => {
  it('offers pick-up dates from tomorrow up to 14 days ahead, and a return from the pick-up day up to 14 days after it', () => {
    expect(pickupWindow(today)).toEqual({ min: '2026-11-26', max: '2026-12-09' });
    expect(returnWindow('2026-12-09')).toEqual({ min: '2026-12-09', max: '2026-12-23' });
  });

  it('refuses a pick-up date outside the window (today, 15 days ahead) and a return outside its own', () => {
    expect(hirePanelReducer(initialHirePanel, { type: 'date', date: today, today }).date).toBeNull();
    expect(hirePanelReducer(initialHirePanel, { type: 'date', date: addDays(today, 15), today }).date).toBeNull();
    expect(hirePanelReducer(initialHirePanel, { type: 'date', date: addDays(today, 14), today }).date).toBe('2026-12-09');
    const dated = { ...filled, kind: 'roundTrip' as const };
    expect(hirePanelReducer(dated, { type: 'returnDate', date: addDays(dated.date!, -1) }).returnDate).toBeNull();
    expect(hirePanelReducer(dated, { type: 'returnDate', date: dated.date! }).returnDate).toBe(dated.date);
    expect(hirePanelReducer(dated, { type: 'returnDate', date: addDays(dated.date!, 15) }).returnDate).toBeNull();
  });

  it('keeps the return date when the new pick-up date still allows it, and drops it otherwise', () => {
    const round = { ...filled, kind: 'roundTrip' as const, returnDate: addDays(filled.date!, 2) };
    expect(hirePanelReducer(round, { type: 'date', date: addDays(today, 2), today }).returnDate).toBe(round.returnDate);
    expect(hirePanelReducer(round, { type: 'date', date: addDays(today, 10), today }).returnDate).toBeNull();
  });

  it('forgets a chosen place once its text is changed: a new place must be chosen from the suggestions', () => {
    const typed = hirePanelReducer(filled, { type: 'pickup', value: { text: 'Ikeja, Lagosx', place: ikeja } });
    expect(typed.pickup).toEqual({ text: 'Ikeja, Lagosx', place: null });
    expect(hirePanelReducer(filled, { type: 'pickup', value: { text: 'Ikeja, Lagos', place: ikeja } }).pickup.place).toEqual(ikeja);
  });

  it('says what is missing, first thing first, and leads to the search once all is set', () => {
    expect(missingForProceed(initialHirePanel, today)).toBe(PANEL_MESSAGES.pickupRequired);
    expect(missingForProceed({ ...initialHirePanel, pickup: { text: 'Ikej', place: null } }, today)).toBe(PANEL_MESSAGES.placeNotChosen);
    expect(missingForProceed({ ...filled, dropoff: { text: '', place: null } }, today)).toBe(PANEL_MESSAGES.dropoffRequired);
    expect(missingForProceed({ ...filled, dropoff: filled.pickup }, today)).toBe(PANEL_MESSAGES.samePlace);
    expect(missingForProceed({ ...filled, date: null }, today)).toBe(PANEL_MESSAGES.dateMissing);
    expect(missingForProceed({ ...filled, kind: 'roundTrip' }, today)).toBe(PANEL_MESSAGES.returnMissing);
    expect(missingForProceed(filled, today)).toBeUndefined();
    expect(PANEL_MESSAGES.dateMissing).toBe('Choose a pick-up date from tomorrow up to 14 days from today.');

    expect(toPanelSearch({ ...filled, date: null }, today)).toBeUndefined();
    expect(toPanelSearch({ ...filled, night: true }, today)).toEqual({
      criteria: { from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-11-28', night: false },
      pickupId: 'ng:city:ikeja',
      dropoffId: 'ng:city:ibadan',
    });
    const round = { ...filled, kind: 'roundTrip' as const, returnDate: '2026-11-30', night: true };
    expect(toPanelSearch(round, today)?.criteria).toEqual({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-11-28', returnDate: '2026-11-30', night: true });
  });

  it('starts the dates afresh when a stored panel has outlived them', () => {
    expect(freshPanel(filled, today)).toBe(filled);
    expect(freshPanel(initialHirePanel, today)).toBe(initialHirePanel);
    const stale = freshPanel({ ...filled, returnDate: '2026-11-29' }, '2026-11-28');
    expect(stale.date).toBeNull();
    expect(stale.returnDate).toBeNull();
    expect(stale.pickup).toEqual(filled.pickup);
  });
});
