// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean }) => void;
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
  },
}));

const fire = (type: string, event: { isUpdate?: boolean } = {}) => workbox.listeners.get(type)?.(event);

beforeEach(() => {
  vi.resetModules();
  workbox.listeners.clear();
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

describe('the service-worker bridge', () => {
  it('says the app is ready offline after the first install only', async () => {
    const { startServiceWorkerBridge, swStatusStore } = await import('./sw-bridge');
    startServiceWorkerBridge();
    fire('installed', { isUpdate: true });
    expect(swStatusStore.get().offlineReady).toBe(false);
    fire('installed', { isUpdate: false });
    expect(swStatusStore.get().offlineReady).toBe(true);
  });

  it('asks before an update: nothing happens until the traveller says Update', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { reload }, configurable: true });
    const { startServiceWorkerBridge, swStatusStore } = await import('./sw-bridge');
    startServiceWorkerBridge();
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
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalled();
  });
});
