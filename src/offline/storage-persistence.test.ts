import { beforeEach, describe, expect, it, vi } from 'vitest';

const load = async () => (await import('./storage-persistence')).requestPersistentStorage;

describe('requestPersistentStorage', () => {
  beforeEach(() => vi.resetModules());

  it('asks once per page life', async () => {
    const request = await load();
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    expect(await request(storage)).toBe(true);
    expect(await request(storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent', async () => {
    const request = await load();
    const storage = { persisted: vi.fn(async () => true), persist: vi.fn(async () => true) };
    expect(await request(storage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('answers false without the API or when the browser throws', async () => {
    expect(await (await load())(undefined)).toBe(false);
    vi.resetModules();
    const throwing = { persisted: async () => false, persist: async () => Promise.reject(new Error('no')) };
    expect(await (await load())(throwing)).toBe(false);
  });
});
