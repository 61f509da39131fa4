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
  // Held, not acted on: the app is still not in, so nothing can open a dialog yet.
  expect(await hydrated(page)).toBe(false);
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

test('a page scrolled before the app is in stays where the traveller left it, and its lazy parts load there', async ({ page }) => {
  const release = await openBeforeScripts(page, '/', 'Travel Freely across Nigeria');
  await page.getByText('Sign in and save 5%').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByRole('region', { name: 'Popular routes' }).getByRole('button', { name: /^Book Now/ }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('a form filled before the app is in, its lists chosen too, is kept whole and can be sent', async ({ page }) => {
  const release = await openBeforeScripts(page, '/suggest-route', 'Suggest a Route');
  const form = page.getByRole('form', { name: 'Suggest a Route' });
  await form.getByRole('combobox', { name: 'Departure State' }).selectOption({ label: 'Lagos' });
  await form.getByRole('textbox', { name: 'Departure Location' }).fill('Ikorodu');
  await form.getByRole('combobox', { name: 'Arrival State' }).selectOption({ label: 'Kwara' });
  await form.getByRole('textbox', { name: 'Arrival Location' }).fill('Ilorin');
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Obi');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('early.input@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  await expect(form.getByRole('combobox', { name: 'Departure State' })).toHaveValue('Lagos');
  await expect(form.getByRole('combobox', { name: 'Arrival State' })).toHaveValue('Kwara');
  await expect(form.getByRole('textbox', { name: 'Departure Location' })).toHaveValue('Ikorodu');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
