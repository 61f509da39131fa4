import { beforeEach, describe, expect, it, vi } from 'vitest';

const saved = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => saved.get(key),
  set: async (key: string, value: unknown) => void saved.set(key, value),
  del: async (key: string) => void saved.delete(key),
  keys: async () => [...saved.keys()],
}));

const client = { timestamp: 1, buster: '', clientState: { queries: [], mutations: [] } };

describe('the query persister', () => {
  beforeEach(() => {
    saved.clear();
    vi.resetModules();
  });

  it('restores what was saved', async () => {
    const { createIdbPersister } = await import('./query-persister');
    saved.set('react-query', client);
    await expect(createIdbPersister().restoreClient()).resolves.toEqual(client);
  });

  it('on a page hydrated because nothing was saved, restores nothing another tab saved meanwhile', async () => {
    const { createIdbPersister, hasSavedAnswers, skipRestoreThisLoad } = await import('./query-persister');
    await expect(hasSavedAnswers()).resolves.toBe(false);
    skipRestoreThisLoad();
    saved.set('react-query', client);
    await expect(createIdbPersister().restoreClient()).resolves.toBeUndefined();
  });
});
