import { describe, expect, it } from 'vitest';
import type { ScanResult } from '@contract/boarding';
import { createScanLog, DELIVERED_KEEP_MS, logSummary, wireScan } from './scan-log';
import { memoryStorage, scan } from './test-kit';

const NOW = Date.parse('2026-11-27T08:00:00.000Z');
const result = (scanId: string, boarding: ScanResult['boarding'] = 'boarded'): ScanResult => ({ scanId, stored: 'recorded', boarding, firstBoarding: null });

describe('the boarding log', () => {
  it('counts a scan at once and keeps it in storage', async () => {
    const storage = memoryStorage();
    const log = createScanLog(storage, () => NOW);
    void log.record(scan('a'));
    expect(log.boardedHere('FRE-ABCD234567', 812)).toMatchObject({ scanId: 'a' });
    expect(log.boardedHere('FRE-ABCD234567', 813)).toBeUndefined();
    await log.flushed();
    expect(storage.map.get('a')).toMatchObject({ scanId: 'a', delivery: 'waiting' });
  });

  it('a refused scan never counts as boarded', () => {
    const log = createScanLog(memoryStorage(), () => NOW);
    void log.record(scan('a', { verdict: 'refused', reason: 'wrong-signature', seats: [] }));
    expect(log.boardedHere('FRE-ABCD234567', 812)).toBeUndefined();
  });

  it('reads back what parses, drops the rest, and forgets delivered scans after a few days (never unsent ones)', async () => {
    const old = new Date(NOW - DELIVERED_KEEP_MS - 1000).toISOString();
    const storage = memoryStorage([
      ['kept', { ...scan('kept'), delivery: 'queued' }],
      ['old-delivered', { ...scan('old-delivered', { scannedAt: old }), delivery: 'delivered', result: result('old-delivered') }],
      ['old-waiting', { ...scan('old-waiting', { scannedAt: old }), delivery: 'waiting' }],
      ['broken', { scanId: 'broken', delivery: 'sent-by-pigeon' }],
    ]);
    const log = createScanLog(storage, () => NOW);
    await log.load();
    expect(log.get().map((s) => s.scanId)).toEqual(['old-waiting', 'kept']);
    expect([...storage.map.keys()].sort()).toEqual(['kept', 'old-waiting']);
  });

  it('follows each scan to the server: waiting, queued, delivered with its result', async () => {
    const log = createScanLog(memoryStorage(), () => NOW);
    await log.record(scan('a'));
    await log.record(scan('b', { reference: 'FRE-OTHER23456' }));
    expect(log.waiting().map((s) => s.scanId)).toEqual(['a', 'b']);
    await log.markQueued(['a', 'b']);
    expect(log.waiting()).toEqual([]);
    expect(logSummary(log.get()).unsent).toBe(2);
    await log.applyResults([result('a'), result('b', 'conflict')]);
    const summary = logSummary(log.get());
    expect(summary.unsent).toBe(0);
    expect(summary.conflicts.map((s) => s.scanId)).toEqual(['b']);
  });

  it('a queued scan the worker no longer holds, with no answer, waits again; a delivered one stays delivered', async () => {
    const log = createScanLog(memoryStorage(), () => NOW);
    for (const id of ['a', 'b', 'c']) await log.record(scan(id));
    await log.markQueued(['a', 'b', 'c']);
    await log.applyResults([result('c')]);
    await log.reconcileQueued(['b']);
    expect(log.get().map((s) => [s.scanId, s.delivery])).toEqual([['a', 'waiting'], ['b', 'queued'], ['c', 'delivered']]);
    await log.markWaiting(['c']);
    expect(log.get()[2]!.delivery).toBe('delivered');
  });

  it('sends the scan as the contract has it, without the phone-only fields', () => {
    expect(wireScan({ ...scan('a', { verdict: 'refused', reason: 'expired', seats: [] }), delivery: 'waiting' })).toEqual({
      scanId: 'a', reference: 'FRE-ABCD234567', tripId: 812, scannedAt: '2026-11-27T07:00:00.000Z', verdict: 'refused', reason: 'expired',
    });
  });
});
