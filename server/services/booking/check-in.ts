import { and, eq } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CHECKIN_CLOSES_MINUTES, CHECKIN_MAX_KM } from '../../../contract/limits';
import { CHECKIN_MESSAGES, distanceKm, type CheckInRequest } from '../../../contract/tickets';
import type { Db } from '../../db/client';
import { bookingSeats } from '../../db/schema';
import { loadBookingRecord, type SeatRecord } from './booking-status';
import { BOOKING_STATUS } from './status';

/** Check-in opens this long before departure. */
export const CHECKIN_OPENS_HOURS = 24;

export const CHECKIN_REFUSALS = {
  notPaid: 'Only a paid booking can be checked in.',
  wrongTerminal: 'This booking does not depart from that terminal.',
  tooEarly: `Check-in opens ${CHECKIN_OPENS_HOURS} hours before departure.`,
} as const;

/** Code '1' on success; a refusal answers code '0' with its message and an HTTP status that fits. */
export type CheckInOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; status: ContentfulStatusCode };

const refuse = (message: string, status: ContentfulStatusCode = 400): CheckInOutcome => ({ ok: false, message, status });

/** The seats of the leg leaving from this terminal; of two such legs, the next one to leave. */
function legFrom(seats: readonly SeatRecord[], terminalId: number, now: Date): SeatRecord[] {
  const here = seats.filter((s) => s.departureTerminalId === terminalId);
  const next = here.find((s) => Date.parse(s.departsAt) > now.getTime()) ?? here[0];
  return next ? here.filter((s) => s.tripId === next.tripId) : [];
}

/**
 * Self check-in (spec 1 §4): a confirmed booking, at the departure terminal of one of its legs,
 * within CHECKIN_MAX_KM of it, from CHECKIN_OPENS_HOURS until CHECKIN_CLOSES_MINUTES before
 * departure. Marks every seat of that leg printed; checking in again answers success unchanged.
 */
export async function checkIn(db: Db, req: CheckInRequest, now: Date): Promise<CheckInOutcome> {
  const record = await loadBookingRecord(db, req.reference, now);
  if (!record) return refuse(CHECKIN_MESSAGES.invalidRef, 404);
  if (record.status !== BOOKING_STATUS.confirmed) return refuse(CHECKIN_REFUSALS.notPaid);
  const leg = legFrom(record.seats, req.terminalId, now);
  const first = leg[0];
  if (!first) return refuse(CHECKIN_REFUSALS.wrongTerminal);

  const terminal = { latitude: first.departureLatitude, longitude: first.departureLongitude };
  if (distanceKm({ latitude: req.latitude, longitude: req.longitude }, terminal) > CHECKIN_MAX_KM) return refuse(CHECKIN_MESSAGES.tooFar);
  const minutesLeft = (Date.parse(first.departsAt) - now.getTime()) / 60_000;
  if (minutesLeft <= CHECKIN_CLOSES_MINUTES) return refuse(CHECKIN_MESSAGES.tooLate);
  if (minutesLeft > CHECKIN_OPENS_HOURS * 60) return refuse(CHECKIN_REFUSALS.tooEarly);

  if (leg.some((s) => !s.isPrinted)) {
    await db
      .update(bookingSeats)
      .set({ isPrinted: true })
      .where(and(eq(bookingSeats.bookingId, first.bookingId), eq(bookingSeats.tripId, first.tripId)));
  }
  return { ok: true, message: CHECKIN_MESSAGES.success };
}
