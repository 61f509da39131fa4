import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '../fixtures/csp';
import { bookTripLeavingIn, waitForServiceWorker } from '../fixtures/tickets';
import { sitePath } from '../../contract/call';
import * as settingsCalls from '../../contract/calls/settings';

/**
 * Security headers on every kind of response, and the app running under its
 * Content-Security-Policy: the fixture in ../fixtures/csp fails any test of this suite that
 * causes a violation, so here the pages with the most moving parts only have to work.
 */

const directives = (res: APIResponse) =>
  new Map((res.headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

function expectCommon(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(h['content-security-policy']).toContain('frame-ancestors');
  expect(h['content-security-policy']).not.toContain('unsafe-eval');
}

test.describe('security headers', () => {
  test('on the app page, a static asset and the service worker script', async ({ request }) => {
    const page = await request.get('/bookingStatus');
    expect(page.headers()['content-type']).toContain('text/html');
    const html = await page.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    // The inline scripts (early taps, contract/early-input.ts; the app after the first paint,
    // contract/paint-first.ts; on this page, the saved ticket before the app, contract/ticket-first.ts),
    // allowed by their hashes alone.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    expect(inline).toHaveLength(3);
    // A script carries only what applies to a subresource (server/http/security-headers.ts).
    const script = await request.get(asset!);
    expect(script.status()).toBe(200);
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect(script.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers()['content-security-policy']).toBeUndefined();
    for (const res of [page, await request.get('/sw.js'), await request.get('/manifest.webmanifest')]) {
      expect(res.status(), res.url()).toBe(200);
      expectCommon(res);
      const csp = directives(res);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", ...inline]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers()['x-frame-options']).toBe('DENY');
      expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers()['permissions-policy']).toContain('geolocation=(self)');
    }
  });

  test('on a JSON answer, an error included', async ({ request }) => {
    for (const res of [await request.get(sitePath(settingsCalls.departureTerminals, { countryCode: 'NG' })), await request.get('/api/booking/no-such-call'), await request.get('/healthz')]) {
      expectCommon(res);
      expect(res.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers()['referrer-policy']).toBe('no-referrer');
    }
  });

  test('on a sandbox page: no script, frameable by the app only', async ({ request }) => {
    const res = await request.get('/sandbox');
    expect(res.status()).toBe(200);
    expectCommon(res);
    const csp = directives(res);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });
});

test.describe('the app under its Content-Security-Policy', () => {
  test('the watcher sees a violation, so seeing none means something', async ({ page, cspViolations }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    // Both channels report it: the page's securitypolicyviolation event and Chromium's console.
    await expect.poll(() => [cspViolations.some((v) => v.startsWith('script-src')), cspViolations.some((v) => v.startsWith('console:'))]).toEqual([true, true]);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    cspViolations.length = 0;
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test('the map draws on /Bus-Terminal and the service worker takes control', async ({ page }) => {
      await page.goto('/Bus-Terminal');
      await page.getByRole('button', { name: 'Show the map' }).click();
      await expect(page.locator('.maplibregl-canvas')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('jibowu');
      await page.getByRole('button', { name: /^Lagos \(Jibowu\)/ }).click();
      await expect(page.getByRole('img', { name: 'Lagos (Jibowu) on the map' })).toBeVisible();
      // maplibre's worker started from its same-origin .mjs and drew the basemap's labels.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /maplibre-gl-worker-.*\.mjs$/.test(e.name)))).toBe(true);
      await waitForServiceWorker(page);
    });
  });

  test('a confirmed ticket shows its QR code', async ({ page, request }) => {
    const reference = await bookTripLeavingIn(request, 6 * 60, [1]);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await page.getByRole('button', { name: 'Show Ticket' }).click();
    const ticket = page.getByRole('dialog', { name: 'Bus Ticket' });
    await expect(ticket.getByRole('img', { name: `QR code for ${reference}` }).locator('svg, canvas').first()).toBeVisible();
  });

  test('the flight modal opens from the home page (no frame without a configured partner page)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Book a flight' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a flight' }).getByRole('link', { name: /in a new tab$/ })).toBeVisible();
  });
});
