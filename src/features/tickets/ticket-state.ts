import { bookingNotFoundMessage, type BookingStatus } from '@contract/tickets';
import { ApiError, errorMessage } from '@/api/api-error';
import type { LookedUpBooking } from '@/entities/booking/booking-lookup';
import type { VaultEntry } from '@/offline/ticket-vault';

export const OFFLINE_NOT_SAVED = (reference: string) =>
  `You are offline, and booking ${reference} is not saved on this device. Connect to the internet to look it up; tickets you open online are kept here for offline use.`;

/** The phone thinks it is online, but the look-up got no answer (a stalled or cut link). */
export const UNREACHABLE_NOT_SAVED = (reference: string) =>
  `We could not reach Freely, and booking ${reference} is not saved on this device. Check your connection and try again; tickets you open online are kept here for offline use.`;

/** What the status screen shows for a reference. */
export type TicketState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: BookingStatus; saved: VaultEntry | undefined; notice?: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'offline'; message: string }
  | { kind: 'error'; message: string };

export type TicketInputs = {
  reference: string;
  online: boolean;
  /** The vault's copy: loading while IndexedDB answers (milliseconds). */
  saved: { loading: boolean; entry: VaultEntry | undefined };
  remote: { data: LookedUpBooking | undefined; dataUpdatedAt: number; error: unknown };
};

const later = (a: VaultEntry | undefined, b: VaultEntry | undefined) => (!a ? b : !b ? a : Date.parse(a.updatedAt) >= Date.parse(b.updatedAt) ? a : b);

/** Problems the server answered (not found, failure) in the spec's words; undefined when none or offline. */
function serverProblem(reference: string, error: unknown): { kind: 'not-found' | 'error'; message: string } | undefined {
  if (!error || (error instanceof ApiError && error.offline)) return undefined;
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found', message: bookingNotFoundMessage(reference) };
  // Spec 2 §8: a network failure of this lookup shows the HTTP status.
  const status = error instanceof ApiError && error.status > 0 ? ` (HTTP ${error.status})` : '';
  return { kind: 'error', message: `${errorMessage(error)}${status}` };
}

/**
 * The freshest copy wins: the server's answer of this visit or the vault's (which the answer
 * also updates). Offline with nothing saved answers at once that the device is offline; a look-up
 * that got no answer (its deadline passed) says so too.
 */
export function ticketState({ reference, online, saved, remote }: TicketInputs): TicketState {
  const problem = serverProblem(reference, remote.error);
  const remoteIsFresher = remote.data && (!saved.entry || remote.dataUpdatedAt >= Date.parse(saved.entry.updatedAt));
  if (remote.data && remoteIsFresher) return { kind: 'ready', status: remote.data.status, saved: later(remote.data.saved, saved.entry), notice: problem?.message };
  if (saved.entry) return { kind: 'ready', status: saved.entry.booking, saved: saved.entry, notice: problem?.message };
  if (saved.loading) return { kind: 'loading' };
  if (problem) return problem;
  const lostConnection = remote.error instanceof ApiError && remote.error.offline;
  if (!online) return { kind: 'offline', message: OFFLINE_NOT_SAVED(reference) };
  if (lostConnection) return { kind: 'offline', message: UNREACHABLE_NOT_SAVED(reference) };
  return { kind: 'loading' };
}
