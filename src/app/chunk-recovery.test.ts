import { describe, expect, it } from 'vitest';
import { isMissingChunk, RELOAD_GUARD_MS, reloadForMissingChunk, startChunkRecovery, type RecoveryEnv } from './chunk-recovery';

const chromiumMissing = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Faq-old123.js');

/** A page's surroundings: its sessionStorage (kept across reloads, as a tab keeps it), clock and link. */
function page(start = 1_000_000) {
  const stored = new Map<string, string>();
  const state = { now: start, online: true, reloads: 0 };
  const env: RecoveryEnv = {
    storage: () => ({ getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) }),
    reload: () => void state.reloads++,
    now: () => state.now,
    reachable: async () => state.online,
  };
  return { env, state };
}

describe('chunk recovery', () => {
  it('tells a missing chunk from other errors', () => {
    expect(isMissingChunk(chromiumMissing())).toBe(true);
    expect(isMissingChunk(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isMissingChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunk(new Error('Unable to preload CSS for http://x/assets/a.css'))).toBe(true);
    expect(isMissingChunk(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isMissingChunk('Failed to fetch dynamically imported module')).toBe(false);
    expect(isMissingChunk(undefined)).toBe(false);
  });

  it('reloads once for a missing chunk, then leaves a second one to the error state', async () => {
    const { env, state } = page();
    expect(await reloadForMissingChunk(chromiumMissing(), env)).toBe(true);
    expect(state.reloads).toBe(1);
    // After the reload the chunk is still missing: no loop.
    state.now += 5_000;
    expect(await reloadForMissingChunk(chromiumMissing(), env)).toBe(false);
    expect(state.reloads).toBe(1);
    // A later deploy, much later in the same tab, may reload again.
    state.now += RELOAD_GUARD_MS;
    expect(await reloadForMissingChunk(chromiumMissing(), env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('does not reload when the server does not answer (offline or a stalled link), for other errors, or without sessionStorage to guard it', async () => {
    const { env, state } = page();
    state.online = false;
    expect(await reloadForMissingChunk(chromiumMissing(), env)).toBe(false);
    state.online = true;
    expect(await reloadForMissingChunk(new Error('Request failed'), env)).toBe(false);
    const noStorage: RecoveryEnv = { ...env, storage: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(await reloadForMissingChunk(chromiumMissing(), noStorage)).toBe(false);
    expect(state.reloads).toBe(0);
  });

  it("answers Vite's vite:preloadError without cancelling it, so the import still fails if no reload happens", async () => {
    const { env, state } = page();
    const window = new EventTarget();
    startChunkRecovery(window, env);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: chromiumMissing() });
    window.dispatchEvent(event);
    await expect.poll(() => state.reloads).toBe(1);
    expect(event.defaultPrevented).toBe(false);
  });
});
