import type { BookingSeatRow, BookingStatus } from '@contract/tickets';
import { seatAction } from '@/entities/booking/seat-actions';

export const CHECKIN_NEEDS_CONNECTION = 'Check-in needs a connection. Connect to the internet to check in; your saved ticket still opens offline.';

export type CheckInGate = { kind: 'hidden' } | { kind: 'view-ticket' } | { kind: 'ready' } | { kind: 'offline'; reason: string };

/**
 * Whether the Check In button shows and works: hidden for cancelled bookings, View Ticket once
 * printed, and offline disabled with its reason instead of failing (docs/architecture.md, offline).
 */
export function checkInGate({ online, bookingStatus, isPrinted }: { online: boolean; bookingStatus: number; isPrinted: boolean }): CheckInGate {
  const action = seatAction({ bookingStatus, isPrinted });
  if (action === 'none') return { kind: 'hidden' };
  if (action === 'view-ticket') return { kind: 'view-ticket' };
  return online ? { kind: 'ready' } : { kind: 'offline', reason: CHECKIN_NEEDS_CONNECTION };
}

/**
 * The seat a reference-only check-in (/selfcheckin) acts on: the next leg still to check in, else
 * the next leg, else the first. The server judges it either way (already in, unpaid, too late).
 */
export function checkInTarget(status: BookingStatus, now: Date): BookingSeatRow | undefined {
  const ahead = status.userData.filter((r) => Date.parse(r.departsAt) > now.getTime());
  return ahead.find((r) => seatAction(r) === 'check-in') ?? ahead[0] ?? status.userData[0];
}
