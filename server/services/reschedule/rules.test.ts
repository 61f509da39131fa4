import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES, RESCHEDULE_RULES, rescheduleCharge } from '../../../contract/reschedule';
import { BOOKING_STATUS } from '../booking/status';
import type { TripInfo } from '../booking/trips';
import { checkMove, legDates, legVerdict, tripProblem } from './rules';
import type { BookingLeg, BookingRow, Target } from './target';

/* The reschedule rules as plain functions, on a made-up booking: every boundary. */

const NOW = new Date('2026-11-23T10:00:00+01:00');
const at = (ymd: string, hhmm: string) => new Date(`${ymd}T${hhmm}:00+01:00`);
const terminal = (id: number, name: string) => ({ id, name, state: name });

function trip(id: number, ymd: string, hhmm: string, o: Partial<TripInfo> = {}): TripInfo {
  return {
    id, routeId: 1, routeName: 'Lagos ==> Abuja', vehicleName: 'Hiace 14 seater', vehicleModel: 'Hiace', departureDate: ymd, departureTime: hhmm,
    departsAt: at(ymd, hhmm), totalSeats: 14, fareKobo: 2_000_000, cashbackKobo: 0, isPalliative: false,
    departure: terminal(1, 'Lagos'), destination: terminal(2, 'Abuja'), departurePosition: { latitude: 6.5, longitude: 3.4 }, ...o,
  };
}
const seat = (n: number, printed = false) => ({ seatNumber: n, fullName: `P${n}`, gender: 0, amountKobo: 2_000_000, isPrinted: printed });
const leg = (t: TripInfo, isReturn = false, seats = [seat(1)]): BookingLeg => ({ leg: isReturn ? 'return' : 'outbound', isReturn, trip: t, seats });
const booking = (o: Partial<BookingRow> = {}) => ({ id: 1, reference: 'FRE-AAAAAAAAAA', status: BOOKING_STATUS.confirmed, holdExpiresAt: null, ...o }) as BookingRow;
const target = (legs: BookingLeg[], o: { done?: number; booking?: Partial<BookingRow> } = {}): Target => ({ booking: booking(o.booking), legs, done: o.done ?? 0 });

describe('what a reschedule costs (contract/reschedule.ts rescheduleCharge)', () => {
  const leaves = at('2026-11-24', '07:00');
  const before = (minutes: number) => new Date(leaves.getTime() - minutes * 60_000);
  it(`free until ${RESCHEDULE_RULES.freeUntilMinutesBefore} minutes before; the fee from then until ${RESCHEDULE_RULES.missedGraceHours} hours after; closed after`, () => {
    expect(rescheduleCharge(leaves, before(RESCHEDULE_RULES.freeUntilMinutesBefore + 1))).toEqual({ kind: 'free', feeKobo: 0 });
    expect(rescheduleCharge(leaves, before(RESCHEDULE_RULES.freeUntilMinutesBefore))).toEqual({ kind: 'late', feeKobo: 100_000 });
    expect(rescheduleCharge(leaves, before(-60))).toEqual({ kind: 'late', feeKobo: 100_000 });
    expect(rescheduleCharge(leaves, before(-(RESCHEDULE_RULES.missedGraceHours * 60 - 1)))).toEqual({ kind: 'late', feeKobo: 100_000 });
    expect(rescheduleCharge(leaves.toISOString(), before(-RESCHEDULE_RULES.missedGraceHours * 60))).toEqual({ kind: 'closed', feeKobo: 0 });
  });
});

describe('legVerdict and legDates', () => {
  it('the seat window, narrowed on a round trip by the other leg', () => {
    const out = leg(trip(10, '2026-11-28', '07:00'));
    const back = leg(trip(20, '2026-12-01', '08:00', { routeId: 2 }), true);
    expect(legDates(out, undefined, NOW)).toEqual({ min: '2026-11-24', max: '2026-12-14' });
    expect(legDates(out, back, NOW)).toEqual({ min: '2026-11-24', max: '2026-12-01' });
    expect(legDates(back, out, NOW)).toEqual({ min: '2026-11-28', max: '2026-12-14' });
  });

  it('refuses a booking not confirmed, rescheduled twice, checked in, or missed too long ago', () => {
    const l = leg(trip(10, '2026-11-28', '07:00'));
    expect(legVerdict(target([l]), l, NOW).refusal).toBeUndefined();
    expect(legVerdict(target([l], { booking: { status: BOOKING_STATUS.pending, holdExpiresAt: at('2026-11-23', '11:00') } }), l, NOW).refusal).toBe(RESCHEDULE_MESSAGES.pending('FRE-AAAAAAAAAA'));
    expect(legVerdict(target([l], { booking: { status: BOOKING_STATUS.pending, holdExpiresAt: at('2026-11-23', '09:00') } }), l, NOW).refusal).toBe(RESCHEDULE_MESSAGES.closed('FRE-AAAAAAAAAA', 'expired'));
    expect(legVerdict(target([l], { booking: { status: BOOKING_STATUS.failed } }), l, NOW).refusal).toBe(RESCHEDULE_MESSAGES.closed('FRE-AAAAAAAAAA', 'failed'));
    expect(legVerdict(target([l], { done: RESCHEDULE_RULES.maxPerBooking }), l, NOW).refusal).toBe(RESCHEDULE_MESSAGES.tooMany('FRE-AAAAAAAAAA'));
    const printed = leg(trip(10, '2026-11-28', '07:00'), false, [seat(1), seat(2, true)]);
    expect(legVerdict(target([printed]), printed, NOW).refusal).toBe(RESCHEDULE_MESSAGES.checkedIn);
    const old = leg(trip(10, '2026-11-21', '07:00'));
    expect(legVerdict(target([old]), old, NOW)).toMatchObject({ charge: { kind: 'closed' }, refusal: RESCHEDULE_MESSAGES.tooLate });
  });

  it('no date left when a round trip leg has nowhere to go', () => {
    const out = leg(trip(10, '2026-11-23', '07:00'));
    const back = leg(trip(20, '2026-11-23', '18:00', { routeId: 2 }), true);
    expect(legVerdict(target([out, back]), out, new Date('2026-11-23T06:30:00+01:00')).refusal).toBe(RESCHEDULE_MESSAGES.noDates);
  });
});

describe('tripProblem and checkMove', () => {
  const out = leg(trip(10, '2026-11-28', '07:00'));
  const back = leg(trip(20, '2026-12-01', '08:00', { routeId: 2 }), true);
  const rt = target([out, back]);

  it('same route, another bus, in the window, not left, not dearer', () => {
    expect(tripProblem(rt, out, trip(11, '2026-11-29', '07:00'), NOW)).toBeUndefined();
    expect(tripProblem(rt, out, trip(11, '2026-11-29', '07:00', { fareKobo: 1_200_000 }), NOW)).toBeUndefined();
    expect(tripProblem(rt, out, trip(10, '2026-11-28', '07:00'), NOW)).toBe(RESCHEDULE_MESSAGES.sameTrip);
    expect(tripProblem(rt, out, trip(11, '2026-11-29', '07:00', { routeId: 9 }), NOW)).toBe(RESCHEDULE_MESSAGES.otherRoute);
    expect(tripProblem(rt, out, trip(11, '2026-11-29', '07:00', { fareKobo: 2_000_100 }), NOW)).toBe(RESCHEDULE_MESSAGES.dearer);
    expect(tripProblem(rt, out, trip(11, '2026-11-23', '18:00'), NOW)).toMatch(/^Choose a departure date from/);
    expect(tripProblem(rt, out, trip(11, '2026-12-15', '07:00'), NOW)).toMatch(/^Choose a departure date from/);
  });

  it('the outbound leaves before the return; the return after the outbound', () => {
    expect(tripProblem(rt, out, trip(11, '2026-12-01', '07:59'), NOW)).toBeUndefined();
    expect(tripProblem(rt, out, trip(11, '2026-12-01', '08:00'), NOW)).toBe(RESCHEDULE_MESSAGES.beforeReturn);
    expect(tripProblem(rt, back, trip(21, '2026-11-28', '07:00', { routeId: 2 }), NOW)).toBe(RESCHEDULE_MESSAGES.afterOutbound);
    expect(tripProblem(rt, back, trip(21, '2026-11-28', '07:01', { routeId: 2 }), NOW)).toBeUndefined();
  });

  it('checkMove: one seat per passenger of the leg, each a seat of the bus', () => {
    const two = leg(trip(10, '2026-11-28', '07:00'), false, [seat(1), seat(2)]);
    const t2 = target([two]);
    const to = trip(11, '2026-11-29', '07:00');
    expect(checkMove(t2, { leg: 'outbound', trip: to, seats: [3, 4] }, NOW).charge.feeKobo).toBe(0);
    expect(() => checkMove(t2, { leg: 'outbound', trip: to, seats: [3] }, NOW)).toThrow(/Choose exactly 2 seat/);
    expect(() => checkMove(t2, { leg: 'outbound', trip: to, seats: [3, 3] }, NOW)).toThrow(/chosen twice/);
    expect(() => checkMove(t2, { leg: 'outbound', trip: to, seats: [3, 15] }, NOW)).toThrow(/does not exist/);
    expect(() => checkMove(t2, { leg: 'return', trip: to, seats: [3, 4] }, NOW)).toThrow(RESCHEDULE_MESSAGES.noReturn);
  });
});
