import type { Route } from '@playwright/test';
import { appIn, expect, test } from '../fixtures/csp';
import { expectNoViolations, h1, quietPage, settled, spinners } from '../fixtures/axe';
import { placeDraft } from '../fixtures/booking-draft';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { SPEC_ROUTES } from '../fixtures/spec-routes';
import { watchPageErrors } from '../fixtures/page-errors';
import { holdScripts, hydrated } from '../fixtures/held-scripts';
import { pageFile } from '../../contract/prerendered-pages';

/**
 * axe (WCAG 2.1 A and AA, best practices) finds nothing on any route of spec 1 §2, in the states a
 * traveller meets: while the page's data is on its way, once it has arrived, signed in where a
 * page is for customers, on a desktop screen, and in the shell's menus and notices. The screens'
 * own dialogs, steps and form errors: accessibility-screens.spec.ts.
 */

test.describe('each route: prerendered before its JavaScript runs, then a first visit while the page waits for the API, then loaded (cookie banner showing)', () => {
  // No service worker (the config's default): every API call is held here until the first check is
  // done. The page is the same with or without the worker (the shell test below checks its notice).
  const APP_SCRIPTS = /\/assets\/.+\.m?js$/;

  test('the build prerenders pages (else the prerendered checks below would check nothing)', async ({ page }) => {
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/Faq', { waitUntil: 'load' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered-route', '/Faq');
  });

  for (const { path, heading } of SPEC_ROUTES) {
    // Also every route's own smoke test: its page in the shell, and no error on the way; and, for
    // a route a guest can open, its heading painted from the HTML alone (issue 14 §1), in the same
    // page load (prerender.spec.ts counts the routes that have a page).
    test(path, async ({ page, request }) => {
      // One page load: first its HTML alone, the app's scripts held (axe itself goes in through
      // the DevTools protocol); then the scripts arrive while every API call is held; then the
      // API answers. A route with no page of its own (the shell or the not-found page stands in)
      // has nothing of its own to check before its scripts.
      const ownPage = (await request.get(`/${pageFile(path)}`)).status() === 200;
      const errors = watchPageErrors(page);
      const held: Route[] = [];
      await page.route('**/api/**', (route) => void held.push(route));
      const releaseScripts = await holdScripts(page);
      // Not 'load': a script the page asks for once it is painted holds the load event back.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const prerendered = await page.locator('#root').getAttribute('data-prerendered-route');
      expect(prerendered === path, `${path} served its own prerendered page`).toBe(ownPage);
      if (ownPage) {
        await expect(h1(page, heading)).toBeVisible();
        expect(await hydrated(page), 'no script ran').toBe(false);
        await expectNoViolations(page, 'prerendered, before JavaScript');
      }

      releaseScripts();
      await appIn(page);
      await expect(h1(page, heading)).toBeVisible();
      await expectNoViolations(page, 'waiting for the API');

      await page.unroute('**/api/**');
      // A request the page gave up on meanwhile is gone; the rest now reach the server.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
      await expect(h1(page, heading)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Freely home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await settled(page);
      await expectNoViolations(page, 'loaded');
      expect(errors).toEqual([]);
    });
  }

  test('the spinners of a page that waits are checked too', async ({ page }) => {
    await page.route('**/api/**', () => undefined);
    await page.goto('/Pickupservice');
    await expect(spinners(page).first()).toBeVisible();
    await expectNoViolations(page, 'its lists loading');
  });
});

test.describe('signed in', () => {
  const PAGES: { path: string; heading: string | RegExp }[] = [
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/profile', heading: 'Wallet' },
    { path: '/setting', heading: 'Settings' },
    { path: '/bookinghistory', heading: 'Booking History' },
    { path: '/support', heading: 'Help & Support' },
    { path: '/referral', heading: 'Referral' },
    { path: '/login-reg', heading: 'Personalise your profile' },
    { path: '/suggest-route', heading: 'Suggest a Route' },
    { path: '/bills-payment', heading: 'Bills Payment' },
  ];
  for (const { path, heading } of PAGES) {
    test(path, async ({ page, baseURL }) => {
      await quietPage(page, baseURL!);
      await startSignedIn(page, await newCustomer(baseURL!));
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await settled(page);
      await expectNoViolations(page, 'signed in');
    });
  }

  test('the avatar menu, and checkout greeting the customer', async ({ page, baseURL, request }) => {
    await quietPage(page, baseURL!);
    await startSignedIn(page, await newCustomer(baseURL!));
    await placeDraft(page, request, { daysAhead: 4 });
    await page.goto('/passenger-details');
    await expect(h1(page, 'Hello Ada,')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'checkout signed in');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoViolations(page, 'avatar menu open');
  });
});

test.describe('the shell', () => {
  // Its offline-ready notice is the service worker's.
  test.use({ serviceWorkers: 'allow' });
  test('the phone menu, and the offline-ready notice', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page, 'offline-ready notice');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'My tickets' }).first()).toBeVisible();
    await expectNoViolations(page, 'phone menu open');
  });

  test('a page that does not exist, before and after its JavaScript', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/no-such-page', { waitUntil: 'load' });
    await expect(h1(page, 'Page not found')).toBeVisible();
    await page.unroute(/\.js$/);
    await page.goto('/no-such-page');
    await expect(h1(page, 'Page not found')).toBeVisible();
    await expectNoViolations(page, 'not found');
  });
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the header with its menus, and home', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Travel Freely across Nigeria')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'desktop');
    for (const menu of ['Move Freely', 'Do Freely']) {
      await page.getByRole('button', { name: menu }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, `${menu} menu open`);
      // Escape closes the menu from inside it, where the menu moves the focus once it is open: a
      // busy phone may not have done so yet, and a menu that never takes the focus fails here.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
  });

  test('the signed-in area with its side navigation', async ({ page, baseURL }) => {
    await quietPage(page, baseURL!);
    await startSignedIn(page, await newCustomer(baseURL!));
    await page.goto('/dashboard');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'desktop, signed in');
  });
});
