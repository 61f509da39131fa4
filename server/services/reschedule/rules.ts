import { lagosToday, seatDepartureWindow, type DateWindow } from '../../../contract/dates';
import { SEAT_WINDOW_DAYS } from '../../../contract/limits';
import { RESCHEDULE_MESSAGES, RESCHEDULE_RULES, rescheduleCharge, type RescheduleCharge, type RescheduleLeg } from '../../../contract/reschedule';
import { RuleError } from '../../http/respond';
import { seatChoiceProblem } from '../booking/seat-rules';
import { BOOKING_STATUS, effectiveStatus } from '../booking/status';
import type { TripInfo } from '../booking/trips';
import { departureDateProblem } from '../booking/windows';
import type { BookingLeg, Target } from './target';

/*
 * The reschedule rules (contract/reschedule.ts RESCHEDULE_RULES, shown on /reschedule as
 * RESCHEDULE_RULE_LINES), checked against the booking as stored. Plain functions: the look-up
 * shows their verdicts, and the transactions that move seats check them again under the
 * booking's lock, where nothing can change before the commit.
 */

const CLOSED_WORDS: Readonly<Record<number, string>> = {
  [BOOKING_STATUS.cancelled]: 'cancelled',
  [BOOKING_STATUS.expired]: 'expired',
  [BOOKING_STATUS.failed]: 'failed',
};

/** Why this booking cannot be rescheduled at all, or undefined: it must be confirmed (paid) and rescheduled fewer than the most times. */
export function bookingRefusal(target: Target, now: Date): string | undefined {
  const { booking } = target;
  const status = effectiveStatus(booking, now);
  if (status === BOOKING_STATUS.pending) return RESCHEDULE_MESSAGES.pending(booking.reference);
  if (status !== BOOKING_STATUS.confirmed) return RESCHEDULE_MESSAGES.closed(booking.reference, CLOSED_WORDS[status] ?? 'closed');
  if (target.done >= RESCHEDULE_RULES.maxPerBooking) return RESCHEDULE_MESSAGES.tooMany(booking.reference);
  return undefined;
}

export const legOf = (target: Target, leg: RescheduleLeg): BookingLeg | undefined => target.legs.find((l) => l.leg === leg);
export const otherLeg = (target: Target, leg: BookingLeg): BookingLeg | undefined => target.legs.find((l) => l !== leg);

/**
 * The dates a leg may move to: the seat window (tomorrow up to SEAT_WINDOW_DAYS ahead), and on a
 * round trip no later than the return's day (outbound) or no earlier than the outbound's (return);
 * the times are compared when a bus is chosen (tripProblem).
 */
export function legDates(leg: BookingLeg, other: BookingLeg | undefined, now: Date): DateWindow {
  const window = seatDepartureWindow(lagosToday(now), SEAT_WINDOW_DAYS);
  if (!other) return window;
  return leg.isReturn
    ? { min: other.trip.departureDate > window.min ? other.trip.departureDate : window.min, max: window.max }
    : { min: window.min, max: other.trip.departureDate < window.max ? other.trip.departureDate : window.max };
}

export type LegVerdict = { charge: RescheduleCharge; refusal: string | undefined; dates: DateWindow };

/** What moving this leg costs now, or why it cannot move. */
export function legVerdict(target: Target, leg: BookingLeg, now: Date): LegVerdict {
  const charge = rescheduleCharge(leg.trip.departsAt, now);
  const dates = legDates(leg, otherLeg(target, leg), now);
  const refusal = bookingRefusal(target, now)
    ?? (leg.seats.some((s) => s.isPrinted) ? RESCHEDULE_MESSAGES.checkedIn : undefined)
    ?? (charge.kind === 'closed' ? RESCHEDULE_MESSAGES.tooLate : undefined)
    ?? (dates.min > dates.max ? RESCHEDULE_MESSAGES.noDates : undefined);
  return { charge, refusal, dates };
}

/** Why a leg may not move to this trip, or undefined: same route, another bus, in its dates, not left, fare not higher, and on a round trip still before (after) the other trip. */
export function tripProblem(target: Target, leg: BookingLeg, trip: TripInfo, now: Date): string | undefined {
  if (trip.id === leg.trip.id) return RESCHEDULE_MESSAGES.sameTrip;
  if (trip.routeId !== leg.trip.routeId) return RESCHEDULE_MESSAGES.otherRoute;
  const dateProblem = departureDateProblem(trip.departureDate, lagosToday(now));
  if (dateProblem) return dateProblem;
  if (trip.departsAt.getTime() <= now.getTime()) return RESCHEDULE_MESSAGES.left;
  if (trip.fareKobo > leg.trip.fareKobo) return RESCHEDULE_MESSAGES.dearer;
  const other = otherLeg(target, leg);
  if (other && !leg.isReturn && trip.departsAt.getTime() >= other.trip.departsAt.getTime()) return RESCHEDULE_MESSAGES.beforeReturn;
  if (other && leg.isReturn && trip.departsAt.getTime() <= other.trip.departsAt.getTime()) return RESCHEDULE_MESSAGES.afterOutbound;
  return undefined;
}

/** A request as the rules read it: which leg, to which bus, which seats. */
export type Move = { leg: RescheduleLeg; trip: TripInfo; seats: number[] };

/** Every rule for this move, on the booking as it stands: throws the first one broken (400), and answers the leg and what it costs. */
export function checkMove(target: Target, move: Move, now: Date): { leg: BookingLeg; charge: RescheduleCharge } {
  const leg = legOf(target, move.leg);
  if (!leg) throw new RuleError(move.leg === 'return' ? RESCHEDULE_MESSAGES.noReturn : RESCHEDULE_MESSAGES.noBus, 400);
  const verdict = legVerdict(target, leg, now);
  if (verdict.refusal) throw new RuleError(verdict.refusal, 409);
  const problem = tripProblem(target, leg, move.trip, now)
    ?? seatChoiceProblem(move.seats, move.trip.totalSeats, leg.seats.length, 'outbound');
  if (problem) throw new RuleError(problem);
  return { leg, charge: verdict.charge };
}

/** The new seats in seat order, so passengers keep their order. */
export const inSeatOrder = (seats: readonly number[]) => [...seats].sort((a, b) => a - b);
export const sameSeats = (a: readonly number[], b: readonly number[]) => a.length === b.length && inSeatOrder(a).every((s, i) => s === inSeatOrder(b)[i]);
