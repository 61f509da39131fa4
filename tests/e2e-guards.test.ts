import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E_DIR = join(import.meta.dirname, 'e2e');

/** Every file under tests/e2e, as paths relative to it. */
const specFiles = () => readdirSync(E2E_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => /\.[cm]?[jt]sx?$/.test(name));

describe('end-to-end specs', () => {
  it('cut the network through the link fixture, never by calling setOffline themselves', () => {
    // In this Chromium, context.setOffline does not stop the service worker's own fetches
    // (TOOLCHAIN.md), so a spec using it can pass while the app still reaches the server.
    // tests/fixtures/network.ts cuts through a proxy: `link.cut()` / `link.restore()`.
    const offenders = specFiles().filter((name) => /\bsetOffline\s*\(/.test(readFileSync(join(E2E_DIR, name), 'utf8')));
    expect(offenders, 'specs calling setOffline themselves: cut with the link fixture instead').toEqual([]);
  });
});
