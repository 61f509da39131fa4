import { and, eq, gt } from 'drizzle-orm';
import type * as v from 'valibot';
import { inWindow } from '../../../contract/dates';
import { to12Hour } from '../../../contract/dates';
import {
  RESCHEDULE_MESSAGES, RESCHEDULE_RULES, type RescheduleBooking, type rescheduleLookupRequest, type RescheduleTrips, type rescheduleTripsRequest,
} from '../../../contract/reschedule';
import type { CustomerSession } from '../../auth/require-customer';
import { RuleError } from '../../http/respond';
import { seatClaims } from '../booking/availability';
import { offerOf, selectTrips, toBusTrip } from '../booking/trips';
import { readableDate } from '../booking/windows';
import type { RescheduleContext } from './context';
import { legOf, legVerdict, tripProblem } from './rules';
import { proveOwner } from './target';

/** POST /Reschedule/booking: the booking's trips, each with what moving it costs now (or why it cannot move) and the dates it may move to. */
export async function lookupForReschedule(ctx: RescheduleContext, body: v.InferOutput<typeof rescheduleLookupRequest>, customer: CustomerSession | undefined): Promise<RescheduleBooking> {
  const target = await proveOwner(ctx.db, body.ref, body.phone, customer);
  const now = ctx.now();
  return {
    bookingReference: target.booking.reference,
    reschedulesLeft: Math.max(0, RESCHEDULE_RULES.maxPerBooking - target.done),
    legs: target.legs.map((leg) => {
      const verdict = legVerdict(target, leg, now);
      return {
        leg: leg.leg,
        tripId: leg.trip.id,
        routeId: leg.trip.routeId,
        routeName: leg.trip.routeName,
        departureTerminal: leg.trip.departure.name,
        destinationTerminal: leg.trip.destination.name,
        departureDate: leg.trip.departureDate,
        departureTime: to12Hour(leg.trip.departureTime),
        departsAt: leg.trip.departsAt.toISOString(),
        vehicleName: leg.trip.vehicleName,
        fare: leg.trip.fareKobo,
        passengers: leg.seats.map((s) => ({ fullName: s.fullName, seatNumber: s.seatNumber, checkedIn: s.isPrinted })),
        fee: verdict.refusal ? null : verdict.charge.feeKobo,
        refusal: verdict.refusal ?? null,
        dates: verdict.dates,
      };
    }),
  };
}

/**
 * POST /Reschedule/trips: the buses on the leg's route on a date that the leg may move to (the
 * rules of tripProblem), each with its free and held seats now, and the fee moving now costs.
 */
export async function tripsForReschedule(ctx: RescheduleContext, body: v.InferOutput<typeof rescheduleTripsRequest>, customer: CustomerSession | undefined): Promise<RescheduleTrips> {
  const target = await proveOwner(ctx.db, body.ref, body.phone, customer);
  const now = ctx.now();
  const leg = legOf(target, body.leg);
  if (!leg) throw new RuleError(RESCHEDULE_MESSAGES.noReturn);
  const verdict = legVerdict(target, leg, now);
  if (verdict.refusal) throw new RuleError(verdict.refusal, 409);
  if (!inWindow(body.date, verdict.dates)) throw new RuleError(`Choose a date from ${readableDate(verdict.dates.min)} to ${readableDate(verdict.dates.max)}.`);
  const found = await selectTrips(ctx.db, (t) => and(eq(t.trips.routeId, leg.trip.routeId), eq(t.trips.departureDate, body.date), gt(t.trips.departsAt, now)));
  const eligible = found.filter((trip) => tripProblem(target, leg, trip, now) === undefined);
  const claims = await seatClaims(ctx.db, eligible.map((t) => t.id), now);
  return { trips: eligible.map((trip) => toBusTrip(offerOf(trip), claims.get(trip.id))), fee: verdict.charge.feeKobo };
}
