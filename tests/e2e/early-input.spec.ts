import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { holdScripts, hydrated } from '../fixtures/held-scripts';
import { watchPageErrors } from '../fixtures/page-errors';
import { persistedQueryCache } from '../fixtures/signed-in';

/**
 * Issue 14: a prerendered page is drawn seconds before its JavaScript has run, and a traveller
 * taps and types in that time. index.html's inline script holds those taps and that typing, and
 * the app replays them once it is in (contract/early-input.ts, src/app/early-input.tsx).
 */

test.use({ serviceWorkers: 'block' });

/** Opens `path` with the app's scripts held back: the page is there, its handlers are not. */
async function openBeforeScripts(page: Page, path: string, heading: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  return release;
}

test('a tap on the Book a flight tab before the app is in opens the flight modal once it is', async ({ page }) => {
  const errors = watchPageErrors(page);
  const release = await openBeforeScripts(page, '/', 'Travel Freely across Nigeria');
  await page.getByRole('tab', { name: 'Book a flight' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Book a flight' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('what a traveller typed in the pick-up search before the app was in is kept and searched', async ({ page }) => {
  const errors = watchPageErrors(page);
  const release = await openBeforeScripts(page, '/Pickupservice', 'Pick-up Locations');
  const search = page.getByRole('searchbox', { name: 'Search for pickup location' });
  await search.fill('lekki');
  release();
  await expect(page.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' })).toBeVisible();
  await expect(search).toHaveValue('lekki');
  await expect(search).toBeFocused();
  expect(errors).toEqual([]);
});

test('a link tapped before the app is in still opens its page', async ({ page }) => {
  await openBeforeScripts(page, '/', 'Travel Freely across Nigeria');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/Faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('a returning visitor, whose page the app draws afresh, keeps the typing too', async ({ page }) => {
  await page.goto('/Pickupservice');
  // Answers saved on the phone (the terminal list): the app renders this page anew, not hydrated.
  await expect.poll(() => persistedQueryCache(page)).not.toBe('');
  const release = await openBeforeScripts(page, '/Pickupservice', 'Pick-up Locations');
  const search = page.getByRole('searchbox', { name: 'Search for pickup location' });
  await search.fill('lekki');
  await search.evaluate((input) => ((input as HTMLInputElement & { prerendered?: boolean }).prerendered = true));
  release();
  await expect(page.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' })).toBeVisible();
  await expect(search).toHaveValue('lekki');
  // Drawn afresh: the field is a new element, found again by its place on the page.
  expect(await search.evaluate((input) => (input as HTMLInputElement & { prerendered?: boolean }).prerendered)).toBeUndefined();
});
