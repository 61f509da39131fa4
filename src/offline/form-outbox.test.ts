import { describe, expect, it } from 'vitest';
import { outboxStore, receiveOutboxMessage } from './form-outbox';

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
});
