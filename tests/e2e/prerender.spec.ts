import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { holdScripts, hydrated } from '../fixtures/held-scripts';
import { watchPageErrors } from '../fixtures/page-errors';
import { waitForWholeApp } from '../fixtures/service-worker';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { SPEC_ROUTES } from '../fixtures/spec-routes';
import { pageFile, PRERENDERED_ROUTE_ATTRIBUTE } from '../../contract/prerendered-pages';

/**
 * Issue 14 §1: every route that needs no signed-in traveller is HTML before any JavaScript, and
 * the app hydrates that HTML (the same elements stay) without a mismatch or a layout shift.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Layout shifts since the page started, as Lighthouse adds them up (without recent input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test.use({ serviceWorkers: 'block' });

// Each route's heading painted from its HTML alone is checked in accessibility.spec.ts, in the
// page load that also runs axe; here, only that those routes are most of spec 1 §2.
test('every route a guest can open has a page of its own', async ({ request }) => {
  const own = await Promise.all(SPEC_ROUTES.map(async ({ path }) => ((await request.get(`/${pageFile(path)}`)).status() === 200 ? path : null)));
  // Spec 1 §2 has 40-odd routes; only those with a parameter or for signed-in travellers have no page.
  expect(own.filter(Boolean).length).toBeGreaterThan(30);
});

for (const path of ['/', '/bookingStatus', '/Faq', '/route-prices', '/my-tickets', '/Bus-Terminal', '/no-such-page']) {
  test(`${path} is hydrated, not drawn again: the same heading element stays, with no mismatch and no layout shift`, async ({ page }) => {
    const errors = watchPageErrors(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const first = page.locator('h1').first();
    await expect(first).toBeVisible();
    await first.evaluate((h1) => ((h1 as HTMLElement & { prerendered?: boolean }).prerendered = true));
    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await first.evaluate((h1) => (h1 as HTMLElement & { prerendered?: boolean }).prerendered === true && h1.isConnected)).toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

test('a first visit paints from the page alone: its styles are in it, and the app is fetched only once it is painted', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page, /./)).toBeVisible();
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance.getEntriesByType('resource').filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime),
    stylesheets: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).map((entry) => entry.name),
    inline: document.querySelectorAll('head style').length,
  }));
  expect(timing.painted).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts), 'no script before the first paint').toBeGreaterThanOrEqual(timing.painted!);
  expect(timing.inline).toBeGreaterThan(0);
  expect(timing.stylesheets, 'the inlined stylesheets are not fetched again').toEqual([]);
  // The app is in, and styled (Mantine's variables apply).
  expect(await hydrated(page)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mantine-color-body').trim())).not.toBe('');
});

test('a returning traveller (cookies agreed, a search half-typed in this tab) still gets the page hydrated without a mismatch', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  const errors = watchPageErrors(page);
  await page.goto('/');
  await page.getByLabel('From').selectOption({ index: 1 });
  await page.reload();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a signed-in traveller opening / gets the dashboard, rendered afresh over the guest page, without an error', async ({ page, baseURL }) => {
  const customer = await newCustomer(baseURL!);
  await startSignedIn(page, customer);
  const errors = watchPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with no signal, the worker answers the ticket pages with their prerendered page, and any other route with the shell that renders it', async ({ page, link }) => {
    await page.goto('/');
    await waitForWholeApp(page);
    await link.cut();
    const reached = link.proxy.forwarded;
    // Prerendered pages other than home and the ticket pages are not precached (scripts/precache-tiers.ts).
    for (const [path, name, prerendered] of [['/bookingStatus', 'Booking Status', true], ['/Faq', 'Frequently Asked Questions', false], ['/no-such-page', 'Page not found', false]] as const) {
      await page.goto(path);
      await expect(heading(page, name), path).toBeVisible();
      const root = page.locator('#root');
      if (prerendered) await expect(root, path).toHaveAttribute(PRERENDERED_ROUTE_ATTRIBUTE, path);
      else await expect(root, path).not.toHaveAttribute(PRERENDERED_ROUTE_ATTRIBUTE, /./);
    }
    expect(link.proxy.forwarded, 'nothing reached the server').toBe(reached);
  });
});
