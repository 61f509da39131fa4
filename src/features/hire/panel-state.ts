import * as v from 'valibot';
import { hireDepartureWindow, hireReturnWindow, inWindow, type DateWindow } from '@contract/dates';
import { HIRE_MESSAGES } from '@contract/hire';
import { HIRE_WINDOW_DAYS } from '@contract/limits';
import { MAPS_MESSAGES } from '@contract/maps';
import { createSessionStore } from '@/lib/session-store';
import type { HireCriteria } from './hire-search';

/**
 * The Hire panel while it is filled in (spec 1 §2 Home 'Hire panel', §5 'Dates', 'Location
 * search', 'Hire'). It loads only when the Hire tab opens, so the contract's messages cost home nothing.
 */
export type HireKind = 'oneWay' | 'roundTrip';
/** A place chosen from the suggestions: the maps service's formatted address and place id. */
export type ChosenPlace = { address: string; placeId: string };
/** What the address field holds: the text typed, and the place once one is chosen. */
export type PlaceInput = { text: string; place: ChosenPlace | null };

export type HirePanelState = {
  kind: HireKind;
  pickup: PlaceInput;
  dropoff: PlaceInput;
  date: string | null;
  returnDate: string | null;
  /** 'Retain bus for the night': counts on a round trip only. */
  night: boolean;
};

export type HirePanelAction =
  | { type: 'kind'; kind: HireKind }
  | { type: 'pickup' | 'dropoff'; value: PlaceInput }
  | { type: 'date'; date: string; today: string }
  | { type: 'returnDate'; date: string }
  | { type: 'night'; night: boolean };

const emptyPlace: PlaceInput = { text: '', place: null };
export const initialHirePanel: HirePanelState = { kind: 'oneWay', pickup: emptyPlace, dropoff: emptyPlace, date: null, returnDate: null, night: false };

/** Pick-up: tomorrow up to 14 days ahead (spec 1 §5 'Dates'). */
export const pickupWindow = (today: string): DateWindow => hireDepartureWindow(today, HIRE_WINDOW_DAYS);
/** Return: from the pick-up date up to 14 days after it. */
export const returnWindow = (pickupDate: string): DateWindow => hireReturnWindow(pickupDate, HIRE_WINDOW_DAYS);

/** Text typed after a choice that no longer reads as the chosen place forgets it: a new place must be chosen. */
function placeInput(value: PlaceInput): PlaceInput {
  if (value.place && value.text.trim() !== value.place.address) return { text: value.text, place: null };
  return value;
}

export function hirePanelReducer(state: HirePanelState, action: HirePanelAction): HirePanelState {
  switch (action.type) {
    case 'kind':
      return { ...state, kind: action.kind };
    case 'pickup':
    case 'dropoff':
      return { ...state, [action.type]: placeInput(action.value) };
    case 'date': {
      // The picker offers only days in the window; anything else (a stale draft) is refused.
      if (!inWindow(action.date, pickupWindow(action.today))) return state;
      const keepReturn = state.returnDate !== null && inWindow(state.returnDate, returnWindow(action.date));
      return { ...state, date: action.date, returnDate: keepReturn ? state.returnDate : null };
    }
    case 'returnDate':
      if (state.date === null || !inWindow(action.date, returnWindow(state.date))) return state;
      return { ...state, returnDate: action.date };
    case 'night':
      return { ...state, night: action.night };
  }
}

/** What the panel's search needs besides the criteria: the two places' ids, for the distance. */
export type PanelSearch = { criteria: HireCriteria; pickupId: string; dropoffId: string };

/** The search the panel leads to, or undefined while something is missing or out of its window. */
export function toPanelSearch(state: HirePanelState, today: string): PanelSearch | undefined {
  const { pickup, dropoff, date, returnDate, kind } = state;
  if (!pickup.place || !dropoff.place || date === null || !inWindow(date, pickupWindow(today))) return undefined;
  const ids = { pickupId: pickup.place.placeId, dropoffId: dropoff.place.placeId };
  const places = { from: pickup.place.address, to: dropoff.place.address };
  if (kind === 'oneWay') return { criteria: { ...places, date, night: false }, ...ids };
  if (returnDate === null || !inWindow(returnDate, returnWindow(date))) return undefined;
  return { criteria: { ...places, date, returnDate, night: state.night }, ...ids };
}

/** The sentences the panel says before Proceed (spec 1 §5 'Hire': the addresses are required). */
export const PANEL_MESSAGES = {
  pickupRequired: HIRE_MESSAGES.pickupRequired,
  dropoffRequired: HIRE_MESSAGES.dropoffRequired,
  placeNotChosen: MAPS_MESSAGES.placeNotFound,
  samePlace: MAPS_MESSAGES.samePlace,
  dateMissing: HIRE_MESSAGES.departureWindow,
  returnMissing: HIRE_MESSAGES.returnMissing,
} as const;

/** Why Proceed is still disabled, first thing first; undefined when it is enabled. */
export function missingForProceed(state: HirePanelState, today: string): string | undefined {
  if (!state.pickup.text.trim()) return PANEL_MESSAGES.pickupRequired;
  if (!state.pickup.place) return PANEL_MESSAGES.placeNotChosen;
  if (!state.dropoff.text.trim()) return PANEL_MESSAGES.dropoffRequired;
  if (!state.dropoff.place) return PANEL_MESSAGES.placeNotChosen;
  if (state.pickup.place.placeId === state.dropoff.place.placeId) return PANEL_MESSAGES.samePlace;
  if (state.date === null || !inWindow(state.date, pickupWindow(today))) return PANEL_MESSAGES.dateMissing;
  if (state.kind === 'roundTrip' && (state.returnDate === null || !inWindow(state.returnDate, returnWindow(state.date)))) return PANEL_MESSAGES.returnMissing;
  return undefined;
}

const place = v.object({ address: v.string(), placeId: v.string() });
const placeInputSchema = v.object({ text: v.pipe(v.string(), v.maxLength(200)), place: v.nullable(place) });
const ymd = v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));
const panelSchema = v.object({
  kind: v.picklist(['oneWay', 'roundTrip']),
  pickup: placeInputSchema,
  dropoff: placeInputSchema,
  date: ymd,
  returnDate: ymd,
  night: v.boolean(),
});

/** The panel as last filled in this tab: going back from the vehicles, or a reload, finds it as it was. */
export const hirePanelStore = createSessionStore('freely.hire-panel', panelSchema, initialHirePanel);

/** A stored panel whose dates have passed out of their windows (a tab left open for days) starts its dates afresh. */
export function freshPanel(stored: HirePanelState, today: string): HirePanelState {
  const dateOk = stored.date === null ? stored.returnDate === null : inWindow(stored.date, pickupWindow(today));
  return dateOk ? stored : { ...stored, date: null, returnDate: null };
}
