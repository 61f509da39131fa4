import * as v from 'valibot';
import * as trackingCalls from '@contract/calls/tracking';
import {
  locationResponseMessageSchema, TRACKING_BEARER_PREFIX, TRACKING_MESSAGES, TRACKING_REFUSALS, TRACKING_SOCKET_PROTOCOL,
  type GetLocationMessage, type ReceivedData,
} from '@contract/tracking';
import { noConnectionError } from '@/api/api-error';
import { DEADLINE_MS } from '@/api/deadlines';
import { callUrl } from '@/api/services';

/** A position the bus's tracker gave: where, how fast, when, and what the server said of it. */
export type LiveFix = Required<Pick<ReceivedData, 'latitude' | 'longitude' | 'speed' | 'msg' | 'takenAt' | 'stage'>>;

/** Why the socket gave no position, in the spec's words (contract/tracking.ts TRACKING_MESSAGES). */
export type TrackingFailure = 'cannot-locate' | 'invalid' | 'failed';

export class TrackingError extends Error {
  readonly kind: TrackingFailure;
  constructor(kind: TrackingFailure) {
    super(kind === 'cannot-locate' ? TRACKING_MESSAGES.cannotLocate : kind === 'invalid' ? TRACKING_MESSAGES.invalid : TRACKING_MESSAGES.failed);
    this.name = 'TrackingError';
    this.kind = kind;
  }
}

/** The live socket's address: the booking service's base, as ws: or wss:. */
export const liveLocationUrl = () => callUrl(trackingCalls.liveLocation).replace(/^http/, 'ws');

export type OpenSocket = (url: string, protocols: string[]) => WebSocket;

type Request = { token: string; trackerId: string; signal?: AbortSignal };

/**
 * Spec 1 §4 'Tracking': opens the live socket with the tracking token, asks for the location once
 * (get-location), and disconnects on the answer (location-response). Resolves with the position;
 * rejects with a TrackingError for the spec's failures (no fix: 'Can't get vehicle locatioon'; a
 * refused token or request: 'Invalid Information!'), and as 'no connection' when the socket cannot
 * open, drops, or gives no answer within a read's deadline (a stalled link ends, never spins).
 */
export function requestLiveLocation({ token, trackerId, signal }: Request, open: OpenSocket = (url, protocols) => new WebSocket(url, protocols)): Promise<LiveFix> {
  return new Promise<LiveFix>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let socket: WebSocket;
    try {
      socket = open(liveLocationUrl(), [TRACKING_SOCKET_PROTOCOL, `${TRACKING_BEARER_PREFIX}${token}`]);
    } catch {
      // The browser refused the protocol list: the token cannot be one.
      return reject(new TrackingError('invalid'));
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      // Disconnect on the answer (or its absence), as the spec says.
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000);
      outcome();
    };
    const deadline = setTimeout(() => settle(() => reject(noConnectionError(true))), DEADLINE_MS.read);
    const onAbort = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort);

    socket.addEventListener('open', () => {
      const ask: GetLocationMessage = { event: 'get-location', data: { imei: trackerId, value: 'location' } };
      socket.send(JSON.stringify(ask));
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return settle(() => reject(new TrackingError('failed')));
      }
      const parsed = v.safeParse(locationResponseMessageSchema, json);
      if (!parsed.success) return settle(() => reject(new TrackingError('failed')));
      const data = parsed.output.data.received_data;
      if (!data.status) {
        const kind: TrackingFailure = data.msg === TRACKING_MESSAGES.cannotLocate ? 'cannot-locate' : data.msg === TRACKING_MESSAGES.invalid ? 'invalid' : 'failed';
        return settle(() => reject(new TrackingError(kind)));
      }
      const fix: LiveFix = {
        latitude: data.latitude,
        longitude: data.longitude,
        speed: data.speed,
        msg: data.msg,
        takenAt: data.takenAt ?? new Date().toISOString(),
        stage: data.stage ?? 'moving',
      };
      settle(() => resolve(fix));
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (TRACKING_REFUSALS.includes(event.code)) return settle(() => reject(new TrackingError('invalid')));
      // Closed before an answer: 1006 is the link (no signal, a cut, a refused handshake); any
      // other code is the server's own close (1011 a failure, 4408 idle), so something went wrong.
      settle(() => reject(event.code === 1006 ? noConnectionError() : new TrackingError('failed')));
    });
  });
}
