import { describe, expect, it, vi } from 'vitest';
import { createStoragePersistence, type InstallSignals } from './storage-persistence';

/** A browser that refuses the question until `grant()` is called; `persist` counts the questions. */
function browserStorage(granted = false) {
  let kept = granted;
  let willGrant = granted;
  return {
    persisted: vi.fn(async () => kept),
    persist: vi.fn(async () => (kept = willGrant)),
    grant: () => void (willGrant = true),
  };
}

/** A page that can fire `appinstalled` and says whether it runs as the installed app. */
function page(standalone = false) {
  const target = new EventTarget();
  const signals: InstallSignals = {
    addEventListener: target.addEventListener.bind(target) as InstallSignals['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as InstallSignals['removeEventListener'],
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList,
  };
  return { signals, install: () => target.dispatchEvent(new Event('appinstalled')) };
}

describe('storage persistence', () => {
  it('asks again after a refusal, on the next new ticket', async () => {
    const storage = browserStorage();
    const store = createStoragePersistence(storage);
    expect(await store.askForNewTicket('FRE-AAA111')).toBe(false);
    expect(store.getState()).toBe('not-granted');
    storage.grant();
    expect(await store.askForNewTicket('FRE-BBB222')).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(2);
    expect(store.getState()).toBe('granted');
  });

  it('asks once per ticket, whatever its spelling, and once for questions asked together', async () => {
    const storage = browserStorage();
    const store = createStoragePersistence(storage);
    await store.askForNewTicket('FRE-AAA111');
    await store.askForNewTicket(' fre-aaa111 ');
    expect(storage.persist).toHaveBeenCalledTimes(1);
    // Two new tickets saved at once while Firefox's prompt is open: one prompt.
    await Promise.all([store.askForNewTicket('FRE-BBB222'), store.askForNewTicket('FRE-CCC333')]);
    expect(storage.persist).toHaveBeenCalledTimes(2);
  });

  it('does not ask when storage is already persistent', async () => {
    const storage = browserStorage(true);
    const store = createStoragePersistence(storage);
    expect(await store.askForNewTicket('FRE-AAA111')).toBe(true);
    expect(await store.askForNewTicket('FRE-BBB222')).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
    // Once granted it does not even read again.
    expect(storage.persisted).toHaveBeenCalledTimes(1);
  });

  it('asks when the app is installed, even after a refusal', async () => {
    const storage = browserStorage();
    const store = createStoragePersistence(storage);
    const { signals, install } = page();
    const stop = store.watchInstall(signals);
    await store.askForNewTicket('FRE-AAA111');
    expect(storage.persist).toHaveBeenCalledTimes(1);
    storage.grant();
    install();
    await vi.waitFor(() => expect(store.getState()).toBe('granted'));
    expect(storage.persist).toHaveBeenCalledTimes(2);
    stop();
    install();
    expect(storage.persist).toHaveBeenCalledTimes(2);
  });

  it('asks on a start as the installed app, and not in a browser tab', async () => {
    const inApp = browserStorage();
    createStoragePersistence(inApp).watchInstall(page(true).signals);
    await vi.waitFor(() => expect(inApp.persist).toHaveBeenCalledTimes(1));

    const inTab = browserStorage();
    createStoragePersistence(inTab).watchInstall(page(false).signals);
    await Promise.resolve();
    expect(inTab.persisted).not.toHaveBeenCalled();
    expect(inTab.persist).not.toHaveBeenCalled();
  });

  it('reads the answer for its first subscriber without asking', async () => {
    const storage = browserStorage();
    const store = createStoragePersistence(storage);
    expect(store.getState()).toBe('unknown');
    const changed = vi.fn();
    const stop = store.subscribe(changed);
    await vi.waitFor(() => expect(store.getState()).toBe('not-granted'));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(storage.persist).not.toHaveBeenCalled();
    stop();
  });

  it('has nothing to say without the API, and treats a throwing browser as a refusal', async () => {
    const missing = createStoragePersistence(undefined);
    expect(missing.getState()).toBe('unsupported');
    expect(await missing.askForNewTicket('FRE-AAA111')).toBe(false);
    expect(missing.getState()).toBe('unsupported');

    const throwing = createStoragePersistence({ persisted: async () => false, persist: async () => Promise.reject(new Error('no')) });
    expect(await throwing.askForNewTicket('FRE-AAA111')).toBe(false);
    expect(throwing.getState()).toBe('not-granted');
  });
});
