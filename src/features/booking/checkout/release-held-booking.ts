import { RELEASE_MESSAGES } from '@contract/booking';
import { ApiError } from '@/api/api-error';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { releaseBooking } from './api/release-booking';

/** What became of this tab's unpaid booking when the traveller went back to the buses. */
export type ReleaseOutcome = 'released' | 'none' | 'kept';

/**
 * After a release call: forget the stored booking unless it may still be wanted. It is kept only
 * while its payment has started (409 paying: the traveller may finish it) or when the server could
 * not be asked (offline, throttled, a fault): its hold lapses by itself within minutes.
 */
export function keepAfterRelease(error: unknown, reference: string): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.offline || error.status === 429 || error.status >= 500) return true;
  // 409: paid (nothing left to hold) or being paid (kept for the provider's page).
  return error.status === 409 && error.message !== RELEASE_MESSAGES.paid(reference);
}

let inFlight: Promise<ReleaseOutcome> | undefined;

async function release(pending: PendingPayment): Promise<ReleaseOutcome> {
  try {
    await releaseBooking({ ref: pending.refCode, contact: pending.phonenumber || pending.email });
    if (pendingPaymentStore.get()?.refCode === pending.refCode) pendingPaymentStore.clear();
    return 'released';
  } catch (error) {
    if (!keepAfterRelease(error, pending.refCode) && pendingPaymentStore.get()?.refCode === pending.refCode) pendingPaymentStore.clear();
    return 'kept';
  }
}

/**
 * The traveller went back from checkout to choose again: give back the seats of the booking this
 * tab made and has not paid for (pendingPaymentStore), so they show free, for this traveller and
 * everyone else, at once. One call at a time; nothing to do without a stored booking.
 */
export function releaseHeldBooking(): Promise<ReleaseOutcome> {
  const pending = pendingPaymentStore.get();
  if (!pending) return Promise.resolve('none');
  inFlight ??= release(pending).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/**
 * releaseHeldBooking, waited for at most `waitMs`: going back never hangs on a stalled link (the
 * release goes on in the background, and the seats free a moment later). `onReleased` runs once
 * the server has released them.
 */
export async function releaseHeldBookingWithin(waitMs: number, onReleased: () => Promise<void> | void): Promise<void> {
  const done = releaseHeldBooking().then(async (outcome) => {
    if (outcome === 'released') await onReleased();
  });
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
