import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { createBookingRequest, priceBooking, UNPAID_HOLD_MINUTES, type CreateBookingResult, type SeatRegistration } from '../../../contract/booking';
import { lagosToday } from '../../../contract/dates';
import { ADULTS_MAX } from '../../../contract/limits';
import { GATEWAY } from '../../../contract/payment';
import type { Db } from '../../db/client';
import { bookingSeats } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { passengerList, seatAmounts, type Passenger } from './fares';
import { abandonEarlierHolds, checkHoldLimits, lockOwners, ownerEmail, type HoldLimits, type HoldOwners } from './hold-limits';
import { onSeats, releaseLeftoverSeats } from './holds';
import { isUniqueViolation, retryOnConflict, violatedKey } from '../../db/pg-errors';
import { newReference } from './reference';
import { seatChoiceProblem, seatLegs } from './seat-rules';
import { BOOKING_STATUS } from './status';
import { selectTrips, type TripInfo } from './trips';
import { departureDateProblem, returnDateProblem } from './windows';
import { writeBooking } from './write-booking';

export type CreateBooking = v.InferOutput<typeof createBookingRequest>;

const SEAT_INDEX = 'booking_seats_trip_seat_uq';
const REFERENCE_CONSTRAINT = 'bookings_reference_unique';
/** A clash among 32^10 references is rare; three fresh draws make a second clash negligible. */
const REFERENCE_ATTEMPTS = 3;
const KNOWN_GATEWAYS: readonly number[] = Object.values(GATEWAY);

export const seatsTakenMessage = (seats: readonly number[]) =>
  `Seat(s) ${[...new Set(seats)].sort((a, b) => a - b).join(', ')} already taken. Please choose other seats.`;

type Leg = { trip: TripInfo; seats: number[]; isReturn: boolean };

/** Every rule of spec 1 §5 and the plan, checked against the trips as stored. */
async function checkRequest(db: Db, req: CreateBooking, now: Date): Promise<Leg[]> {
  if (!KNOWN_GATEWAYS.includes(req.paymentMethod)) throw new RuleError(`Payment method ${req.paymentMethod} is not one we accept.`);
  const adults = 1 + req.beneficiaries.length;
  if (adults > ADULTS_MAX) throw new RuleError(`At most ${ADULTS_MAX} adults per booking.`);
  const parsed = seatLegs(req.seatRegistrations, req.tripType);
  if ('problem' in parsed) throw new RuleError(parsed.problem);
  const [outbound, ret] = parsed.legs as [SeatRegistration, SeatRegistration | undefined];
  if (outbound.tripId !== req.vehicleTripRegistrationId) throw new RuleError('vehicleTripRegistrationId is not the trip of the chosen seats.');
  if (ret && ret.tripId === outbound.tripId) throw new RuleError('The return trip must be another trip.');

  const found = await selectTrips(db, ({ trips }) => inArray(trips.id, [outbound.tripId, ...(ret ? [ret.tripId] : [])]));
  const tripOf = (id: number) => {
    const trip = found.find((t) => t.id === id);
    if (!trip) throw new RuleError('This bus is no longer available. Please search again.', 404);
    return trip;
  };
  const out = tripOf(outbound.tripId);
  if (out.routeId !== req.routeId) throw new RuleError('routeId is not the route of the chosen trip.');
  const today = lagosToday(now);
  const outProblem = departureDateProblem(out.departureDate, today) ?? seatChoiceProblem(outbound.seats, out.totalSeats, adults, 'outbound');
  if (outProblem) throw new RuleError(outProblem);
  if (out.departsAt <= now) throw new RuleError('This bus has already left. Please choose another trip.');
  const legs: Leg[] = [{ trip: out, seats: outbound.seats, isReturn: false }];
  if (!ret) return legs;

  const back = tripOf(ret.tripId);
  if (req.routeIdReturn !== back.routeId) throw new RuleError('routeIdReturn is not the route of the chosen return trip.');
  // Alternatives may use a nearby terminal (same state), so compare states, not terminals.
  if (back.departure.state !== out.destination.state || back.destination.state !== out.departure.state) {
    throw new RuleError('The return trip must go back from your destination to where you started.');
  }
  const backProblem = returnDateProblem(back.departureDate, out.departureDate, today) ?? seatChoiceProblem(ret.seats, back.totalSeats, adults, 'return');
  if (backProblem) throw new RuleError(backProblem);
  return [...legs, { trip: back, seats: ret.seats, isReturn: true }];
}

/**
 * Who makes a booking: the keyed hash of the client address (hold-limits.ts), its limits, and
 * whether a live customer session made the request (app.ts `optionalCustomer`): a signed-in
 * traveller gets the discount of spec 1 §1, a guest pays the full fare.
 */
export type BookingClient = { clientKey: string; limits: HoldLimits; signedIn: boolean; customerId?: number };

/**
 * One transaction: lock the owners (client, e-mail, phone), release their own earlier hold on
 * these trips, check their unpaid holds, free leftover claims on these seats, then write the
 * booking and its seats.
 */
async function holdSeats(db: Db, req: CreateBooking, legs: Leg[], passengers: Passenger[], reference: string, client: BookingClient, now: Date) {
  const claims = legs.map((l) => ({ tripId: l.trip.id, seats: l.seats }));
  const price = priceBooking(legs[0]!.trip.fareKobo, legs[1]?.trip.fareKobo, passengers.length, client.signedIn);
  const seatsInOrder = legs.flatMap((leg) => leg.seats.map((seatNumber, i) => ({ leg, seatNumber, passenger: passengers[i]! })));
  const amounts = seatAmounts(seatsInOrder.map((s) => s.leg.trip.fareKobo), price.discount);
  const holdExpiresAt = new Date(now.getTime() + UNPAID_HOLD_MINUTES * 60_000);
  const owners: HoldOwners = { clientKey: client.clientKey, email: ownerEmail(req.email), phone: req.phoneNumber };
  return db.transaction(async (tx) => {
    await lockOwners(tx, owners);
    await abandonEarlierHolds(tx, owners, claims.map((c) => c.tripId), now);
    await checkHoldLimits(tx, owners, claims.reduce((n, c) => n + c.seats.length, 0), client.limits, now);
    await releaseLeftoverSeats(tx, claims, now);
    // A friendly early answer; under concurrency the unique index (writeBooking) still has the last word.
    const taken = await tx.select({ seat: bookingSeats.seatNumber }).from(bookingSeats).where(onSeats(claims));
    if (taken.length > 0) throw new RuleError(seatsTakenMessage(taken.map((t) => t.seat)), 409);
    await writeBooking(tx, {
      reference,
      status: BOOKING_STATUS.pending,
      tripType: req.tripType,
      paymentMethod: req.paymentMethod,
      customerName: passengers[0]!.fullName,
      email: owners.email,
      phoneNumber: owners.phone,
      nextOfKinName: req.nextOfKinName,
      nextOfKinPhone: req.nextOfKinPhone,
      totalKobo: price.total,
      discountKobo: price.discount,
      holdExpiresAt,
      clientKey: owners.clientKey,
      customerId: client.customerId ?? null,
      createdAt: now,
    }, seatsInOrder.map(({ leg, seatNumber, passenger }, i) => ({
      tripId: leg.trip.id,
      seatNumber,
      fullName: passenger.fullName,
      gender: passenger.gender,
      amountKobo: amounts[i]!,
      isReturn: leg.isReturn,
    })));
    return { bookingReferenceCode: reference, amount: price.total, discount: price.discount, holdExpiresAt: holdExpiresAt.toISOString() };
  });
}

/**
 * POST /booking: validates the request against the stored trips, prices it itself (the fares,
 * less the signed-in discount for a live customer session: never an amount the client sent) and
 * holds the seats for UNPAID_HOLD_MINUTES (starting a payment extends the hold). A seat someone
 * else holds answers 409; a client, e-mail or phone already holding too much unpaid answers 429;
 * nothing of a failed attempt is left behind (one transaction).
 */
export async function createBooking(db: Db, req: CreateBooking, client: BookingClient, now: Date): Promise<CreateBookingResult> {
  const legs = await checkRequest(db, req, now);
  const passengers = passengerList(req, req.beneficiaries);
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnConflict(() => holdSeats(db, req, legs, passengers, newReference(), client, now));
    } catch (error) {
      if (isUniqueViolation(error, SEAT_INDEX)) {
        const [, seat] = violatedKey(error) ?? [];
        throw new RuleError(seatsTakenMessage(seat === undefined ? legs.flatMap((l) => l.seats) : [seat]), 409);
      }
      if (isUniqueViolation(error, REFERENCE_CONSTRAINT) && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}
