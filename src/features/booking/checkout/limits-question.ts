import type { UnpaidLimitsRequest } from '@contract/booking';
import type { CompleteDraft } from './booking-request';

/**
 * What the unpaid-booking limits count of the booking this draft would make: its seats (both legs),
 * its trips (the traveller's own unpaid booking on them is replaced, so it does not count) and,
 * once typed, its e-mail and phone.
 */
export function limitsQuestion(draft: CompleteDraft, contact?: { email: string; phoneNumber: string }): UnpaidLimitsRequest {
  const legs = [draft.outbound, ...(draft.return ? [draft.return] : [])];
  return {
    seats: legs.reduce((n, leg) => n + leg.seats.length, 0),
    tripIds: legs.map((leg) => leg.trip.vehicleTripRegistrationId),
    ...(contact ? { email: contact.email.trim(), phoneNumber: contact.phoneNumber.trim() } : {}),
  };
}
