// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_CLOSE, TRACKING_MESSAGES } from '@contract/tracking';
import { isNoConnection } from '@/api/api-error';
import { DEADLINE_MS } from '@/api/deadlines';
import { liveLocationUrl, requestLiveLocation, TrackingError, type OpenSocket } from './live-location';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket extends EventTarget {
  static last: FakeSocket;
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string, readonly protocols: string[]) {
    super();
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  answer(received_data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ event: 'location-response', data: { received_data } }) }));
  }
  serverClose(code: number) {
    this.readyState = WebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}
const open: OpenSocket = (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket;
const ask = () => requestLiveLocation({ token: 'head.body.signature', trackerId: '351234567890123' }, open);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('requestLiveLocation', () => {
  it('opens the socket with the token beside the protocol, asks once, resolves on the answer and disconnects', async () => {
    const result = ask();
    const socket = FakeSocket.last;
    expect(socket.url).toBe(liveLocationUrl());
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/booking\/AutoTrack\/live$/);
    expect(socket.protocols).toEqual(['freely-track', 'bearer.head.body.signature']);
    socket.open();
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ event: 'get-location', data: { imei: '351234567890123', value: 'location' } }]);
    socket.answer({ status: true, latitude: 7.1, longitude: 4.2, speed: 63, msg: 'The bus is on its way.', takenAt: '2026-11-23T09:00:00.000Z', stage: 'moving' });
    await expect(result).resolves.toEqual({ latitude: 7.1, longitude: 4.2, speed: 63, msg: 'The bus is on its way.', takenAt: '2026-11-23T09:00:00.000Z', stage: 'moving' });
    expect(socket.closedWith).toBe(1000);
  });

  it("rejects with the spec's failures: no fix, a refused token or vehicle, a server failure", async () => {
    const noFix = ask();
    FakeSocket.last.open();
    FakeSocket.last.answer({ status: false, latitude: 0, longitude: 0, speed: 0, msg: TRACKING_MESSAGES.cannotLocate });
    await expect(noFix).rejects.toMatchObject({ kind: 'cannot-locate', message: "Can't get vehicle locatioon" });

    for (const code of [TRACKING_CLOSE.badToken, TRACKING_CLOSE.otherVehicle, TRACKING_CLOSE.badRequest]) {
      const refused = ask();
      FakeSocket.last.serverClose(code);
      await expect(refused).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid Information!' });
    }
    const broken = ask();
    FakeSocket.last.serverClose(1011);
    await expect(broken).rejects.toBeInstanceOf(TrackingError);
  });

  it('is no connection when the socket drops or nothing answers within a read’s deadline', async () => {
    const dropped = ask();
    FakeSocket.last.serverClose(1006);
    const dropError = await dropped.catch((e: unknown) => e);
    expect(isNoConnection(dropError)).toBe(true);

    const stalled = ask();
    FakeSocket.last.open();
    vi.advanceTimersByTime(DEADLINE_MS.read);
    const stallError = await stalled.catch((e: unknown) => e);
    expect(isNoConnection(stallError)).toBe(true);
    expect(FakeSocket.last.closedWith).toBe(1000);
  });
});
