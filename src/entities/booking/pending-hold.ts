import type { BookingStatus } from '@contract/tickets';

/** Spec 1 §4 codes a pending booking moves between here. */
const PENDING = 0;
export const EXPIRED = 5;

/** What the server says of a pending booking still holding its seats (contract/tickets.ts, contract/history.ts). */
export type HoldFields = { holdExpiresAt?: string; paymentUnderWay?: boolean };
export type LiveHold = { holdExpiresAt: string; paymentUnderWay: boolean; msLeft: number };

/** The booking's hold while it lasts at `now`: it can be paid or released. Undefined when it is not pending, its hold is unknown, or it has lapsed. */
export function liveHold(code: number, hold: HoldFields, now: Date): LiveHold | undefined {
  if (code !== PENDING || !hold.holdExpiresAt) return undefined;
  const msLeft = Date.parse(hold.holdExpiresAt) - now.getTime();
  return msLeft > 0 ? { holdExpiresAt: hold.holdExpiresAt, paymentUnderWay: hold.paymentUnderWay ?? false, msLeft } : undefined;
}

/** A pending booking whose hold has lapsed reads Expired, as the server's effectiveStatus does once asked again. */
export const effectiveCode = (code: number, hold: HoldFields, now: Date): number =>
  code === PENDING && hold.holdExpiresAt && Date.parse(hold.holdExpiresAt) <= now.getTime() ? EXPIRED : code;

/** A booking status (saved on the device, or read a while ago) as it stands at `now`: a lapsed hold reads Expired, with no hold. */
export function statusAt(status: BookingStatus, now: Date): BookingStatus {
  const code = status.userData[0]?.bookingStatus ?? PENDING;
  if (effectiveCode(code, status.Object, now) !== EXPIRED || code === EXPIRED) return status;
  const { holdExpiresAt: _lapsed, paymentUnderWay: _payment, ...object } = status.Object;
  return { Object: object, userData: status.userData.map((row) => ({ ...row, bookingStatus: EXPIRED })) };
}

/** '8 min left', rounded up so it never says 0 while the seats are still held. */
export const minutesLeftText = (msLeft: number) => `${Math.max(1, Math.ceil(msLeft / 60_000))} min left`;
