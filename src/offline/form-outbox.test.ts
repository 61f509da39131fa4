import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_RETRY_MS, outboxStore, receiveOutboxMessage } from './form-outbox';

const item = { id: 'k1-aaaaaaaaaaaaaaaa', kind: 'feedback' as const, summary: 'Where is my bag?', queuedAt: 1 };

describe('form outbox store', () => {
  it('takes the queue from the service worker and keeps settled forms until dismissed', () => {
    receiveOutboxMessage({ type: 'SOMETHING_ELSE' });
    expect(outboxStore.get().ready).toBe(false);
    receiveOutboxMessage({ type: 'OUTBOX_ITEMS', items: [item] });
    expect(outboxStore.get()).toMatchObject({ ready: true, items: [item] });
    receiveOutboxMessage({ type: 'OUTBOX_SETTLED', id: item.id, kind: 'feedback', outcome: 'delivered', message: 'ok' });
    receiveOutboxMessage({ type: 'OUTBOX_ITEMS', items: [] });
    expect(outboxStore.get().items).toEqual([]);
    expect(outboxStore.get().settled).toEqual([{ id: item.id, kind: 'feedback', outcome: 'delivered', message: 'ok' }]);
    outboxStore.dismissSettled(item.id);
    expect(outboxStore.get().settled).toEqual([]);
  });

  describe('while forms wait', () => {
    afterEach(() => {
      receiveOutboxMessage({ type: 'OUTBOX_ITEMS', items: [] });
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('asks the worker to retry on a timer, even when the phone says it is offline: 5 s, 10 s, then every 20 s; and stops when none wait', async () => {
      vi.useFakeTimers();
      const posted: unknown[] = [];
      // A dead link the browser does not know of, or one it wrongly calls down: the timer does not ask navigator.onLine.
      vi.stubGlobal('navigator', { onLine: false, serviceWorker: { ready: Promise.resolve({ active: { postMessage: (m: unknown) => posted.push(m) } }) } });
      const after = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        return posted.length;
      };
      receiveOutboxMessage({ type: 'OUTBOX_ITEMS', items: [item] });
      expect(await after(OUTBOX_RETRY_MS.first - 1)).toBe(0);
      expect(await after(1)).toBe(1);
      expect(posted[0]).toEqual({ type: 'OUTBOX_RETRY' });
      expect(await after(10_000)).toBe(2);
      expect(await after(20_000)).toBe(3);
      expect(await after(OUTBOX_RETRY_MS.max)).toBe(4);
      // A list from the worker that still has the form does not start a second timer.
      receiveOutboxMessage({ type: 'OUTBOX_ITEMS', items: [item] });
      expect(await after(OUTBOX_RETRY_MS.max)).toBe(5);
      receiveOutboxMessage({ type: 'OUTBOX_ITEMS', items: [] });
      expect(await after(5 * OUTBOX_RETRY_MS.max)).toBe(5);
    });
  });
});
