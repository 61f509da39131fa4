import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/csp';
import { terminalId } from '../fixtures/api';
import { addDays, lagosToday } from '../../contract/dates';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12 §3: on a phone's first visit 'Ready to work offline' closes by itself after a few
 * seconds, and while it shows it covers neither the page's heading nor the header. It used to
 * float over the heading for good. Issue 14 §3 asks for no layout shift (CLS ≤ 0.02): pushed into
 * the flow under the header, it moved the whole page down and back up again (0.12). It now sits at
 * the bottom of the screen, with the cookie banner, and takes its own place at the end of the
 * page: coming and going it moves nothing, and the page's last controls scroll clear of it.
 */

test.use({ viewport: { width: 390, height: 844 } });

// The cookie banner, which comes with the first scroll, is another matter (shell.spec.ts): agreed here.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
});

const offlineToast = (page: Page) => page.getByRole('status').filter({ hasText: 'Ready to work offline' });

/**
 * What the toast covers right now: the visible heading 1 and the header's links and buttons whose
 * box meets the toast's, and, scrolled to the end, any link or button (in one snapshot each).
 */
function coveredByToast(page: Page, selector = 'h1, header a[href], header button'): Promise<string[]> {
  return page.evaluate((controls) => {
    const toast = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('Ready to work offline'));
    if (!toast) throw new Error('no toast on the page');
    const t = toast.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (toast.contains(el)) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const shown = r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && r.bottom > 0 && r.top < innerHeight;
      const meets = Math.min(r.right, t.right) - Math.max(r.left, t.left) > 0.5 && Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top) > 0.5;
      if (shown && meets) covered.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return covered;
  }, selector);
}

/** Starts adding up the page's layout shifts (as CLS does, without recent input). */
const watchLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as Window & { shifted?: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifted! += entry.value;
    }).observe({ type: 'layout-shift' });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as Window & { shifted?: number }).shifted ?? 0);

/** A first visit: the toast shows once the app is installed, moves nothing, covers neither heading nor header, and goes untouched. */
async function expectToastClearOfThePage(page: Page) {
  const toast = offlineToast(page);
  await watchLayoutShift(page);
  // Installing the app on a first visit takes a few seconds on this machine.
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const shownAt = Date.now();
  expect(await coveredByToast(page), 'heading and header under the toast').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await coveredByToast(page, 'a[href], button, input, select, textarea'), 'controls under the toast at the end of the page').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toast).toBeHidden({ timeout: 10_000 });
  expect(await layoutShift(page), 'layout shift while the toast came and went').toBeLessThanOrEqual(0.001);
  test.info().annotations.push({ type: 'toast shown for', description: `${Date.now() - shownAt} ms` });
}

test('/select-bus: the toast moves nothing, leaves the Bookings heading and the header uncovered and the end of the page clear, and goes by itself', async ({ page, request }) => {
  const from = await terminalId(request, 'Lagos (Jibowu)');
  const to = await terminalId(request, 'Abuja (Utako)');
  await page.goto(`/select-bus?from=${from}&to=${to}&date=${addDays(lagosToday(), 1)}&adults=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to search' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article').first()).toBeVisible();
  await expectToastClearOfThePage(page);
});

test('/signin: the toast moves nothing, leaves the Sign In heading and the header uncovered and the end of the page clear, and goes by itself', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectToastClearOfThePage(page);
});

test('/bookingStatus: the toast moves nothing, leaves the Booking Status heading and the header uncovered and the end of the page clear, and goes by itself', async ({ page }) => {
  await page.goto('/bookingStatus');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Status' })).toBeVisible();
  await expect(page.getByLabel('Booking Reference')).toBeVisible();
  await expectToastClearOfThePage(page);
});

test('the toast still closes by hand at once', async ({ page }) => {
  await page.goto('/bookingStatus');
  const toast = offlineToast(page);
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0, { timeout: 1_000 });
});
