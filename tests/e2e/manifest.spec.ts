import { expect, test } from '../fixtures/csp';

/** Issue 11 §6: the install dialog's screenshots and the icon's shortcuts; each file precached once. */

type Manifest = {
  screenshots?: { src: string; sizes: string; form_factor?: string; type: string }[];
  shortcuts?: { name: string; url: string }[];
};

test('the manifest has narrow and wide screenshots that load, and shortcuts to My tickets and Booking status', async ({ page }) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Manifest;
  const screenshots = manifest.screenshots ?? [];
  expect(screenshots.map((s) => s.form_factor)).toEqual(expect.arrayContaining(['narrow', 'wide']));
  for (const shot of screenshots) {
    const response = await page.request.get(shot.src);
    expect(response.status(), shot.src).toBe(200);
    expect(response.headers()['content-type']).toBe(shot.type);
  }
  expect(manifest.shortcuts?.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: 'My tickets', url: '/my-tickets' },
    { name: 'Booking status', url: '/bookingStatus' },
  ]);
  // Each shortcut opens its screen.
  for (const { name, url } of manifest.shortcuts ?? []) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: name === 'My tickets' ? 'My tickets' : 'Booking Status' })).toBeVisible();
  }
});

test('the service worker lists every file once, and not the screenshots', async ({ page }) => {
  const sw = await (await page.request.get('/sw.js')).text();
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  expect(urls.filter((url) => url.startsWith('screenshots/'))).toEqual([]);
});
