import { mutationOptions } from '@tanstack/react-query';
import { CHECKIN_MESSAGES, checkInResponse } from '@contract/tickets';
import { legacyApiCall } from '@/api/client';

export type CheckInRequest = { reference: string; terminalId: number; latitude: number; longitude: number };

/**
 * GET /SeatManagement/getseatSelf/refcode/{ref}/{terminalId}?latitude=&longitude= (spec 2 §7.3).
 * The server decides (distance, closing time, payment); code 1 answers its success sentence,
 * anything else throws an ApiError carrying the server's shortDescription.
 */
export async function checkIn({ reference, terminalId, latitude, longitude }: CheckInRequest, signal?: AbortSignal): Promise<string> {
  const path = `/SeatManagement/getseatSelf/refcode/${encodeURIComponent(reference)}/${terminalId}`;
  const envelope = await legacyApiCall('booking', path, checkInResponse, { query: { latitude, longitude }, signal });
  return envelope.shortDescription || CHECKIN_MESSAGES.success;
}

/** Never queued or retried: offline the button is disabled, and a refusal is an answer. */
export const checkInMutationOptions = () =>
  mutationOptions({ mutationKey: ['checkin'], mutationFn: (request: CheckInRequest) => checkIn(request), networkMode: 'always', retry: false });
