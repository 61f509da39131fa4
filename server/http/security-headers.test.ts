import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import { EARLY_INPUT_HASH, PAINT_FIRST_HASH, STATIC_FILE, TICKET_FIRST_HASH } from './security-headers';
import type { DbHandle } from '../db/client';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import * as settingsCalls from '../../contract/calls/settings';

let handle: DbHandle;
let app: Awaited<ReturnType<typeof createApp>>;
const staticDir = mkdtempSync(join(tmpdir(), 'freely-headers-'));

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Freely</title>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'export {};');
  handle = await openTestDatabase();
  app = await createApp({ db: handle.db, config: { logRequests: false, staticDir, sandbox: true } });
});
afterAll(async () => {
  await handle.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('lock JSON answers down, errors and unknown calls included', async () => {
    for (const [path, init] of [['/healthz'], [sitePath(settingsCalls.departureTerminals, { countryCode: 'NG' })], ['/api/nowhere'], [sitePath(bookingCalls.tripSearch), { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }]] as const) {
      const res = await app.request(path, init);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('give a script or style a page loads only what a browser reads on one: nosniff and same-origin only', async () => {
    const res = await app.request('/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']) expect(res.headers.get(name), name).toBeNull();
    expect(STATIC_FILE.test('/assets/maplibre-gl-worker-1.mjs'), 'a worker keeps its policy').toBe(false);
    expect(STATIC_FILE.test('/vehicles/bus.svg'), 'an SVG keeps its policy').toBe(false);
  });

  it('give the app and its service worker one policy with no inline script but the early-input and paint-first ones, and no eval', async () => {
    for (const path of ['/', '/Bus-Terminal', '/sw.js']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'", EARLY_INPUT_HASH, PAINT_FIRST_HASH, TICKET_FIRST_HASH]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|accounts\.google/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(res.headers.get('permissions-policy')).toContain('microphone=()');
      // HTTP here: HSTS would be ignored, and it is never sent for the company's other hosts.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("let the app's own widget overlay frame the sandbox pages, which run no script", async () => {
    const res = await app.request('/sandbox');
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('add the origins the deployment names, Google when configured, HSTS over HTTPS', async () => {
    const deployed = await createApp({
      db: handle.db,
      config: {
        logRequests: false,
        staticDir,
        sandbox: false,
        publicUrl: 'https://freely.example.com',
        csp: { connectSrc: ['https://tiles.example.com'], frameSrc: ['https://flights.example.com'] },
        auth: { ...DEFAULT_AUTH_SETTINGS, googleClientId: 'client.apps.googleusercontent.com' },
      },
    });
    const res = await deployed.request('/');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_INPUT_HASH, PAINT_FIRST_HASH, TICKET_FIRST_HASH, 'https://accounts.google.com/gsi/client']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com', 'https://accounts.google.com/gsi/']);
    expect(csp.get('img-src')).toContain('https://tiles.example.com');
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://flights.example.com', 'https://accounts.google.com/gsi/']);
    expect(res.headers.get('permissions-policy')).toContain('payment=(self "https://flights.example.com")');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
    // With the sandboxes off, /sandbox is just an app path (the not-found page), under the app's policy.
    expect(directives((await deployed.request('/sandbox')).headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", EARLY_INPUT_HASH, PAINT_FIRST_HASH, TICKET_FIRST_HASH, 'https://accounts.google.com/gsi/client']);
  });
});
