import * as v from 'valibot';
import { inWindow, seatDepartureWindow, seatReturnWindow, type DateWindow } from '@contract/dates';
import { ADULTS_MAX, ADULTS_MIN, SEAT_WINDOW_DAYS } from '@contract/limits';
import { tripSearchSchema, type TripSearch } from '@contract/trip-search';

export type TripKind = 'oneWay' | 'roundTrip';

/** The 'Book a seat' panel while it is being filled in (spec 1 §2 Home, §5 Seat search). */
export type SearchFormState = {
  kind: TripKind;
  from: number | null;
  to: number | null;
  date: string | null;
  returnDate: string | null;
  adults: number;
};

export type SearchFormAction =
  | { type: 'kind'; kind: TripKind }
  | { type: 'from'; id: number | null }
  | { type: 'to'; id: number | null }
  | { type: 'date'; date: string | null; today: string }
  | { type: 'returnDate'; date: string | null; today: string }
  | { type: 'adults'; adults: number };

export const initialSearchForm = (prefill: Partial<SearchFormState> = {}): SearchFormState => ({
  kind: 'oneWay',
  from: null,
  to: null,
  date: null,
  returnDate: null,
  adults: ADULTS_MIN,
  ...prefill,
});

/** Departure: tomorrow up to 21 days ahead. */
export const departureWindow = (today: string): DateWindow => seatDepartureWindow(today, SEAT_WINDOW_DAYS);

/** Return: at least a day after departure and within 21 days of today; empty (min > max) when none fits. */
export const returnWindow = (today: string, departure: string): DateWindow => seatReturnWindow(today, departure, SEAT_WINDOW_DAYS);

export const isEmptyWindow = (w: DateWindow) => w.min > w.max;

const clampAdults = (n: number) => Math.min(ADULTS_MAX, Math.max(ADULTS_MIN, Math.round(n) || ADULTS_MIN));

export function searchFormReducer(state: SearchFormState, action: SearchFormAction): SearchFormState {
  switch (action.type) {
    case 'kind':
      return { ...state, kind: action.kind };
    case 'from':
      // A new departure has other destinations: the arrival goes, and with it the adults (spec 1 §5).
      return action.id === state.from ? state : { ...state, from: action.id, to: null, adults: ADULTS_MIN };
    case 'to':
      return action.id === state.to ? state : { ...state, to: action.id, adults: ADULTS_MIN };
    case 'date': {
      if (action.date !== null && !inWindow(action.date, departureWindow(action.today))) return state;
      const keepReturn = action.date !== null && state.returnDate !== null && inWindow(state.returnDate, returnWindow(action.today, action.date));
      return { ...state, date: action.date, returnDate: keepReturn ? state.returnDate : null };
    }
    case 'returnDate': {
      if (action.date === null) return { ...state, returnDate: null };
      if (state.date === null || !inWindow(action.date, returnWindow(action.today, state.date))) return state;
      return { ...state, returnDate: action.date };
    }
    case 'adults':
      return { ...state, adults: clampAdults(action.adults) };
  }
}

/**
 * The search the panel leads to, as the contract's schema reads it (the shape /select-bus holds and
 * the call sends), or undefined while something is missing, out of window or against its rules.
 */
export function tripSearchOf(state: SearchFormState, today: string): TripSearch | undefined {
  const { from, to, date, adults, kind, returnDate } = state;
  if (date === null || !inWindow(date, departureWindow(today))) return undefined;
  if (kind === 'roundTrip' && (returnDate === null || !inWindow(returnDate, returnWindow(today, date)))) return undefined;
  const parsed = v.safeParse(tripSearchSchema, { from, to, date, adults, ...(kind === 'roundTrip' ? { returnDate } : {}) });
  return parsed.success ? parsed.output : undefined;
}

/** Proceed is enabled only when every field is set (spec 1 §5). */
export const canProceed = (state: SearchFormState, today: string) => tripSearchOf(state, today) !== undefined;

export const ADULT_OPTIONS = Array.from({ length: ADULTS_MAX - ADULTS_MIN + 1 }, (_, i) => String(ADULTS_MIN + i));
