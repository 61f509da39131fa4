import { mutationOptions } from '@tanstack/react-query';
import * as bookingCalls from '@contract/calls/booking';
import { CHECKIN_MESSAGES, type CheckInRequest } from '@contract/tickets';
import { apiCall } from '@/api/client';

/**
 * GET /SeatManagement/getseatSelf/refcode/{ref}/{terminalId}?latitude=&longitude= (spec 2 §7.3).
 * The server decides (distance, closing time, payment); code 1 answers its success sentence,
 * anything else throws an ApiError carrying the server's shortDescription.
 */
export async function checkIn({ reference, terminalId, latitude, longitude }: CheckInRequest, signal?: AbortSignal): Promise<string> {
  const envelope = await apiCall(bookingCalls.checkIn, {
    params: { ref: reference, terminalId },
    query: { latitude: String(latitude), longitude: String(longitude) },
    signal,
  });
  return envelope.shortDescription || CHECKIN_MESSAGES.success;
}

/** Never queued or retried: offline the button is disabled, and a refusal is an answer. */
export const checkInMutationOptions = () =>
  mutationOptions({ mutationKey: ['checkin'], mutationFn: (request: CheckInRequest) => checkIn(request), networkMode: 'always', retry: false });
