// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean }) => void;
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(() => Promise.resolve(undefined)),
  update: vi.fn(() => Promise.resolve()),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
    update = workbox.update;
  },
}));

const fire = (type: string, event: { isUpdate?: boolean } = {}) => workbox.listeners.get(type)?.(event);

const postMessage = vi.fn();
beforeEach(() => {
  vi.resetModules();
  vi.useRealTimers();
  workbox.listeners.clear();
  workbox.update.mockClear();
  postMessage.mockClear();
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage } }, configurable: true });
});
let stop: (() => void) | undefined;
afterEach(() => stop?.());
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the service-worker bridge', () => {
  it('says the app is ready offline after the first install only', async () => {
    const { startServiceWorkerBridge, swStatusStore } = await import('./sw-bridge');
    stop = startServiceWorkerBridge();
    await vi.dynamicImportSettled();
    fire('installed', { isUpdate: true });
    expect(swStatusStore.get().offlineReady).toBe(false);
    fire('installed', { isUpdate: false });
    expect(swStatusStore.get().offlineReady).toBe(true);
  });

  it('asks before an update: nothing happens until the traveller says Update', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { reload }, configurable: true });
    const { startServiceWorkerBridge, swStatusStore } = await import('./sw-bridge');
    stop = startServiceWorkerBridge();
    await vi.dynamicImportSettled();
    fire('waiting');
    expect(swStatusStore.get().updateWaiting).toBe(true);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    swStatusStore.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a browser that refuses service workers leaves the app working', async () => {
    workbox.register.mockReturnValueOnce(Promise.reject(new Error('blocked')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { startServiceWorkerBridge } = await import('./sw-bridge');
    expect(() => startServiceWorkerBridge()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('an open page looks for a new version every half hour, and within a minute of a navigation or of coming back to the front', async () => {
    vi.useFakeTimers();
    const { startServiceWorkerBridge, checkForUpdateSoon, UPDATE_CHECK_MS, UPDATE_SOON_MS } = await import('./sw-bridge');
    stop = startServiceWorkerBridge();
    await vi.dynamicImportSettled();
    await settle();
    expect(workbox.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(workbox.update).toHaveBeenCalledOnce();
    // Navigations straight after a check: one more check, a minute after the last, not one each.
    checkForUpdateSoon();
    checkForUpdateSoon();
    vi.advanceTimersByTime(UPDATE_SOON_MS - 1);
    expect(workbox.update).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(workbox.update).toHaveBeenCalledTimes(2);
    // Back in front long after the last check: at once.
    vi.setSystemTime(Date.now() + 5 * UPDATE_SOON_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(0);
    expect(workbox.update).toHaveBeenCalledTimes(3);
  });

  it('asks the worker for the rest of the app on start and when it first takes over, with the map once a map was shown and the scanner once it opened', async () => {
    const { startServiceWorkerBridge, keepMapOffline, keepScannerOffline } = await import('./sw-bridge');
    stop = startServiceWorkerBridge();
    await vi.dynamicImportSettled();
    await settle();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'WARM_CACHES', map: false, scanner: false });
    keepMapOffline();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'WARM_CACHES', map: true, scanner: false });
    keepScannerOffline();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'WARM_CACHES', map: true, scanner: true });
    fire('controlling', { isUpdate: false });
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'WARM_CACHES', map: true, scanner: true });
    expect(postMessage).toHaveBeenCalledTimes(4);
  });
});
