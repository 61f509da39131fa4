import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { persistedQueryCache } from '../fixtures/signed-in';
import { storedForms, uniqueEmail } from '../fixtures/forms';
import { chooseOption } from '../fixtures/select';
import { waitForServiceWorker, waitForWholeApp } from '../fixtures/service-worker';
import { createPendingBooking } from '../fixtures/tickets';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 11, 'no wait without an end': with the link stalled (the phone thinks it is online,
 * nothing comes back, the service worker's requests included), every screen the issue names
 * shows the same 'No connection' alert with Try again within 10 s of the traveller's action, and
 * Try again gets the real answer once the link is back. Also the honest wording after a line cut
 * mid-answer, and a home page with no blank gap offline.
 */

/** The limit, from the action to the alert. */
const TEN_SECONDS = 10_000;

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL! }]);
  // The 'Ready to work offline' toast can land over a button: close it wherever it is.
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
});

/** The server itself, not through the test's link: for checks made while the link is cut. */
async function directToServer(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
}

/** The 'No connection' alert and its Try again, shown within 10 s. */
async function expectNoConnection(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: 'No connection' });
  await expect(alert).toBeVisible({ timeout: TEN_SECONDS });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 1_000 });
  return alert;
}

/** A Lagos calendar date `days` from now, yyyy-mm-dd. */
const lagosDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
/** How the calendar names a day button ('24 November 2026'). */
const dayName = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function fillSearch(page: Page, date: string) {
  await page.getByLabel('From', { exact: true }).selectOption({ label: 'Lagos (Jibowu)' });
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Abuja (Utako)' });
  await page.getByRole('button', { name: 'Departure date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Departure date' });
  const nextMonth = calendar.getByRole('button', { name: 'Next month' });
  await expect(nextMonth).toBeVisible();
  const day = calendar.getByRole('button', { name: dayName(date), exact: true });
  if (!(await day.isVisible())) await nextMonth.click();
  await day.click();
  await expect(calendar).toBeHidden();
}

test('the booking status look-up says No connection on a stalled link, and Try again finds the booking', async ({ page, link, request }) => {
  const reference = await createPendingBooking(request);
  await page.goto('/bookingStatus');
  await waitForServiceWorker(page);
  await page.getByLabel('Booking Reference').fill(reference);

  await link.stall();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const alert = await expectNoConnection(page);
  await expect(page.getByText(/Looking up/)).toHaveCount(0);

  await link.restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('the bus search says No connection on a stalled link, and Try again lists the buses', async ({ page, link }) => {
  // One search online first, so the screens' code is on the phone as after any visit.
  await page.goto('/');
  await waitForServiceWorker(page);
  await fillSearch(page, lagosDate(2));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('list', { name: 'Buses' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to search' }).click();
  await fillSearch(page, lagosDate(3));

  await link.stall();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const alert = await expectNoConnection(page);
  await expect(page.getByText('Searching buses…')).toHaveCount(0);

  await link.restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Buses' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test("the home page's To field says No connection on a stalled link, and Try again fills it", async ({ page, link }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from.locator('option', { hasText: 'Lagos (Jibowu)' })).toHaveCount(1);

  await link.stall();
  await from.selectOption({ label: 'Lagos (Jibowu)' });
  const alert = await expectNoConnection(page);

  await link.restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(to).toBeEnabled();
  await expect(to.locator('option', { hasText: 'Abuja (Utako)' })).toHaveCount(1);
  await expect(alert).toBeHidden();
});

test('route prices say No connection on a stalled link, and Try again shows the prices', async ({ page, link }) => {
  await page.goto('/route-prices');
  await waitForServiceWorker(page);
  await chooseOption(page, 'Travelling From', 'Lagos (Jibowu)');
  await chooseOption(page, 'Travelling To', 'Abuja (Utako)');

  await link.stall();
  await page.getByRole('button', { name: 'Search' }).click();
  const alert = await expectNoConnection(page);
  await expect(page.getByLabel('Searching prices')).toHaveCount(0);

  await link.restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Route prices' }).getByRole('article', { name: 'Hiace fare' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('the terminals map never shown before says it could not load on a stalled link, and Try again draws it', async ({ page, link }) => {
  await page.goto('/Faq');
  await waitForWholeApp(page);
  await link.stall();
  await page.getByRole('link', { name: 'Find a Terminal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bus Terminals' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the map' }).click();
  // The worker gives a file a page waits on 10 s without a byte (sw/deadline.ts), then the page says so.
  const note = page.getByRole('note').filter({ hasText: "The map couldn't load just now. Every address is in the list." });
  await expect(note).toBeVisible({ timeout: TEN_SECONDS + 5_000 });
  await expect(page.getByRole('status', { name: 'Loading the map' })).toHaveCount(0);

  await link.restore();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('feedback whose answer was cut off says it could not confirm, not that it is offline, and arrives once', async ({ page, link }) => {
  const server = await directToServer();
  const email = uniqueEmail('cut-feedback');
  await page.goto('/Contact-Us');
  await waitForServiceWorker(page);
  const form = page.getByRole('form', { name: 'Customer Feedback' });
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Query' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Obi');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill('Sent as the bus left the last mast.');

  // A slow link, so the request reaches the server well before its answer comes back; then the
  // line drops with the answer still on its way.
  await link.slow({ latencyMs: 3_000, kbps: 400 });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect.poll(async () => (await storedForms(server, email)).feedbacks.length, { intervals: [100], timeout: 9_000 }).toBe(1);
  await link.cut();

  const saved = page.getByRole('status').filter({ hasText: 'Saved on this phone' });
  await expect(saved).toBeVisible({ timeout: TEN_SECONDS });
  await expect(saved).toContainText('We could not confirm that your message reached Freely');
  await expect(saved).toContainText('it will not arrive twice');
  await expect(saved).not.toContainText('You are offline');

  // Sent again when the line is back: the server keeps it once. The proxy passes before the
  // browser says 'online' (link.restore() does it the other way round), or the worker's retry on
  // 'online' can meet the cut and wait for Background Sync's next try, minutes later.
  link.proxy.setMode('pass');
  await link.restore();
  // The app's next start nudges the worker's outbox (tests/e2e/forms.spec.ts covers the other nudges).
  await page.reload();
  await expect(page.getByRole('link', { name: /waiting to send/ })).toHaveCount(0, { timeout: 20_000 });
  expect((await storedForms(server, email)).feedbacks.map((f) => f.body)).toEqual(['Sent as the bus left the last mast.']);
  await server.dispose();
});

/** The height between the search and the first thing below it (the perks). */
async function gapBelowSearch(page: Page): Promise<number> {
  const proceed = await page.getByRole('button', { name: 'Proceed' }).boundingBox();
  const perk = await page.getByRole('heading', { name: 'Sign in and save 5%' }).boundingBox();
  return perk!.y - (proceed!.y + proceed!.height);
}
/** The page's own spacing there is ~140 px; the place once kept for the carousel added 240 px of blank. */
const NO_BLANK_PLACE = 200;

test('the home page offline keeps no blank place for popular routes with none saved, and shows saved ones', async ({ page, link }) => {
  // Installed from another page: no popular routes were ever fetched.
  await page.goto('/Faq');
  await waitForServiceWorker(page);
  await link.cut();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  expect(await gapBelowSearch(page)).toBeLessThan(NO_BLANK_PLACE);
  await page.getByRole('heading', { name: 'Sign in and save 5%' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Popular routes' })).toHaveCount(0);

  // Seen once online, they are saved on the phone and show offline.
  await link.restore();
  await page.reload();
  await page.getByRole('heading', { name: 'Sign in and save 5%' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Popular routes' })).toBeVisible();
  // The saved answers reach IndexedDB at most once a second: wait until they are there.
  await expect.poll(() => persistedQueryCache(page)).toContain('["routes","popular"');
  await link.cut();
  await page.reload();
  await page.getByRole('heading', { name: 'Sign in and save 5%' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Popular routes' }).getByRole('button', { name: /^Book Now/ }).first()).toBeVisible();
});
