import { describe, expect, it } from 'vitest';
import { addDays } from '../../../contract/dates';
import { HIRE_MESSAGES } from '../../../contract/hire';
import { RuleError } from '../../http/respond';
import { checkHireDates, hireDays } from './days';

/* Spec 1 §5 'Dates', 'Hire', in Africa/Lagos: pick-up 1 to 14 days ahead; a round trip's return from the pick-up day to 14 days after it. */

const TODAY = '2026-11-23';
/** 10:00 in Lagos. */
const NOW = new Date(`${TODAY}T10:00:00+01:00`);
const oneWay = (pickupDate: string) => ({ serviceType: 0, pickupDate, sleepOver: true });
const roundTrip = (pickupDate: string, returnDate: string | null, sleepOver = false) => ({ serviceType: 1, pickupDate, returnDate, sleepOver });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
};

describe('the pick-up window', () => {
  it('takes tomorrow up to 14 days ahead', () => {
    expect(checkHireDates(oneWay(addDays(TODAY, 1)), NOW).pickupDate).toBe(addDays(TODAY, 1));
    expect(checkHireDates(oneWay(addDays(TODAY, 14)), NOW).pickupDate).toBe(addDays(TODAY, 14));
  });

  it.each([0, -1, 15, 40])('refuses %i days ahead', (days) => {
    expect(refusal(() => checkHireDates(oneWay(addDays(TODAY, days)), NOW))).toEqual({ status: 400, message: HIRE_MESSAGES.departureWindow });
  });

  it('counts days in Lagos: at 23:30 UTC it is already the next day there', () => {
    const lateUtc = new Date(`${TODAY}T23:30:00Z`);
    expect(refusal(() => checkHireDates(oneWay(addDays(TODAY, 1)), lateUtc))).toEqual({ status: 400, message: HIRE_MESSAGES.departureWindow });
    expect(checkHireDates(oneWay(addDays(TODAY, 15)), lateUtc).pickupDate).toBe(addDays(TODAY, 15));
  });

  it('a one-way hire ignores a return date and the sleep-over', () => {
    expect(checkHireDates({ ...oneWay(addDays(TODAY, 2)), returnDate: addDays(TODAY, 40) }, NOW)).toEqual({ roundTrip: false, pickupDate: addDays(TODAY, 2), returnDate: null, sleepOver: false });
  });
});

describe('the return window', () => {
  const pickup = addDays(TODAY, 10);

  it('takes the pick-up day itself up to 14 days after it (past the pick-up window)', () => {
    expect(checkHireDates(roundTrip(pickup, pickup), NOW).returnDate).toBe(pickup);
    expect(checkHireDates(roundTrip(pickup, addDays(pickup, 14), true), NOW)).toEqual({ roundTrip: true, pickupDate: pickup, returnDate: addDays(pickup, 14), sleepOver: true });
  });

  it('refuses a return before the pick-up day or more than 14 days after it', () => {
    expect(refusal(() => checkHireDates(roundTrip(pickup, addDays(pickup, -1)), NOW))).toEqual({ status: 400, message: HIRE_MESSAGES.returnWindow });
    expect(refusal(() => checkHireDates(roundTrip(pickup, addDays(pickup, 15)), NOW))).toEqual({ status: 400, message: HIRE_MESSAGES.returnWindow });
  });

  it('a round trip needs a return date', () => {
    expect(refusal(() => checkHireDates(roundTrip(pickup, null), NOW))).toEqual({ status: 400, message: HIRE_MESSAGES.returnMissing });
  });
});

describe('the days a vehicle is away', () => {
  const trip = (returnDate: string | null, sleepOver: boolean) => ({ roundTrip: returnDate !== null, pickupDate: '2026-11-25', returnDate, sleepOver });

  it('one way: the pick-up day', () => {
    expect(hireDays(trip(null, true))).toEqual(['2026-11-25']);
  });

  it('round trip kept overnight: every day from pick-up to return', () => {
    expect(hireDays(trip('2026-11-28', true))).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(hireDays(trip('2026-12-01', true))).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('round trip without the night: the pick-up day and the return day', () => {
    expect(hireDays(trip('2026-11-28', false))).toEqual(['2026-11-25', '2026-11-28']);
    expect(hireDays(trip('2026-11-25', false))).toEqual(['2026-11-25']);
  });
});
