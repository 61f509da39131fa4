import { describe, expect, it } from 'vitest';
import type { Scan, ScanResult } from '@contract/boarding';
import type { ScanOutboxCommand } from '@contract/scan-outbox';
import { ApiError, noConnectionError } from '@/api/api-error';
import { createScanLog } from './scan-log';
import { createScanSync, type ScanSyncDeps } from './scan-sync';
import { memoryStorage, scan } from './test-kit';

const answer = (scans: Scan[]): ScanResult[] => scans.map((s) => ({ scanId: s.scanId, stored: 'recorded', boarding: 'boarded', firstBoarding: null }));

function setUp(send: ScanSyncDeps['send'], over: Partial<ScanSyncDeps> = {}) {
  const log = createScanLog(memoryStorage());
  const told: ScanOutboxCommand[] = [];
  const sent: Scan[][] = [];
  const sync = createScanSync({
    log,
    send: async (deviceId, scans) => {
      sent.push(scans);
      return send(deviceId, scans);
    },
    deviceId: () => 'device-one',
    renewToken: async () => false,
    tellWorker: (c) => void told.push(c),
    isOnline: () => true,
    ...over,
  });
  return { log, sync, told, sent };
}

describe('sending the boarding log', () => {
  it('delivers waiting scans and keeps the server\'s answer', async () => {
    const { log, sync, sent } = setUp(async (_, scans) => answer(scans));
    await log.record(scan('a'));
    await log.record(scan('b'));
    await sync.sendWaiting();
    expect(sent).toHaveLength(1);
    expect(log.get().map((s) => s.delivery)).toEqual(['delivered', 'delivered']);
    await sync.sendWaiting();
    expect(sent).toHaveLength(1);
  });

  it('an empty answer is the worker keeping the batch: queued, not sent again by the page', async () => {
    const { log, sync, sent } = setUp(async () => []);
    await log.record(scan('a'));
    await sync.sendWaiting();
    expect(log.get()[0]!.delivery).toBe('queued');
    await sync.sendWaiting();
    expect(sent).toHaveLength(1);
  });

  it('no connection at all (no worker): the scans wait for the next chance', async () => {
    const { log, sync } = setUp(async () => {
      throw noConnectionError();
    });
    await log.record(scan('a'));
    await sync.sendWaiting();
    expect(log.get()[0]!.delivery).toBe('waiting');
    expect(sync.get()).toEqual({ sending: false });
  });

  it('renews the staff token once after a 401 and sends again; says so when it cannot', async () => {
    let calls = 0;
    const renewing = setUp(async (_, scans) => {
      calls += 1;
      if (calls === 1) throw new ApiError('expired', { status: 401 });
      return answer(scans);
    }, { renewToken: async () => true });
    await renewing.log.record(scan('a'));
    await renewing.sync.sendWaiting();
    expect(renewing.log.get()[0]!.delivery).toBe('delivered');

    const stuck = setUp(async () => {
      throw new ApiError('expired', { status: 401 });
    });
    await stuck.log.record(scan('a'));
    await stuck.sync.sendWaiting();
    expect(stuck.log.get()[0]!.delivery).toBe('waiting');
    expect(stuck.sync.get().problem).toMatch(/staff session has expired/);
  });

  it('a malformed batch is rejected for good', async () => {
    const { log, sync } = setUp(async () => {
      throw new ApiError('Not a booking reference.', { status: 400 });
    });
    await log.record(scan('a'));
    await sync.sendWaiting();
    expect(log.get()[0]).toMatchObject({ delivery: 'rejected', problem: 'Not a booking reference.' });
  });

  it('applies what the worker reports: a held batch delivered, refused for its token, or no longer held', async () => {
    const { log, sync, sent } = setUp(async (_, scans) => answer(scans));
    for (const id of ['a', 'b', 'c']) await log.record(scan(id));
    await log.markQueued(['a', 'b', 'c']);
    await sync.receive({ type: 'SCANS_SETTLED', results: [{ scanId: 'a', stored: 'recorded', boarding: 'conflict', firstBoarding: { deviceId: 'device-two', scannedAt: '2026-11-27T06:00:00.000Z', scanId: 'z' } }, { scanId: 'x', junk: true }] });
    expect(log.get()[0]).toMatchObject({ delivery: 'delivered', result: { boarding: 'conflict' } });
    // b's copy in the worker met a 401: the page sends it again itself (with its fresh token).
    await sync.receive({ type: 'SCANS_REFUSED', scanIds: ['b'], status: 401, message: 'expired' });
    expect(sent.at(-1)!.map((s) => s.scanId)).toEqual(['b']);
    // c was sent while no page was open: no longer held, no answer seen, so sent again (the server answers 'duplicate').
    await sync.receive({ type: 'SCANS_QUEUED', scanIds: [] });
    expect(sent.at(-1)!.map((s) => s.scanId)).toEqual(['c']);
    expect(log.get().map((s) => s.delivery)).toEqual(['delivered', 'delivered', 'delivered']);
    await sync.receive({ type: 'SOMETHING_ELSE' });
  });

  it('on start and when the signal returns, asks the worker to send what it holds', () => {
    const online = setUp(async (_, scans) => answer(scans));
    online.sync.nudge();
    expect(online.told).toEqual([{ type: 'SCANS_RETRY' }]);
    const offline = setUp(async (_, scans) => answer(scans), { isOnline: () => false });
    offline.sync.nudge();
    expect(offline.told).toEqual([{ type: 'SCANS_LIST' }]);
  });
});
