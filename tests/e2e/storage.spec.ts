import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/csp';
import { bookPaidTicket } from '../fixtures/tickets';

/**
 * Storage stays (issue 11, point 5): the app asks the browser to keep saved tickets again when it
 * matters (each new ticket while refused, and once installed), and says where tickets are listed
 * that the phone may clear them while the browser has not agreed.
 */

const notice = (page: Page) => page.getByRole('note', { name: 'Saved tickets may be cleared' });

/** Looks a booking up, which keeps it on the device. */
async function lookUp(page: Page, reference: string) {
  await page.goto(`/bookingStatus?ref=${reference}`);
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
}

/**
 * The browser's answer, driven by the test: it refuses until `grantNextQuestion` is called, and
 * counts the questions (in sessionStorage, so reloads and navigations keep the count).
 */
async function stubStorageManager(page: Page) {
  await page.addInitScript(() => {
    const granted = () => sessionStorage.getItem('test-persist-granted') === 'yes';
    Object.defineProperty(StorageManager.prototype, 'persisted', { configurable: true, value: async () => granted() });
    Object.defineProperty(StorageManager.prototype, 'persist', {
      configurable: true,
      value: async () => {
        sessionStorage.setItem('test-persist-asks', String(Number(sessionStorage.getItem('test-persist-asks') ?? 0) + 1));
        if (sessionStorage.getItem('test-persist-grant-next') === 'yes') sessionStorage.setItem('test-persist-granted', 'yes');
        return granted();
      },
    });
  });
  return {
    questions: () => page.evaluate(() => Number(sessionStorage.getItem('test-persist-asks') ?? 0)),
    grantNextQuestion: () => page.evaluate(() => sessionStorage.setItem('test-persist-grant-next', 'yes')),
  };
}

test('saved tickets say the phone may clear them while the browser has not agreed to keep them', async ({ page, request }) => {
  const reference = await bookPaidTicket(request);
  // This Chromium refuses persistence to a test profile, as a browser does a site it barely knows.
  await lookUp(page, reference);
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);

  await page.goto('/my-tickets');
  await expect(page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) })).toBeVisible();
  await expect(notice(page)).toContainText('This phone may clear saved tickets when it runs low on space.');
  await page.goto('/bookingStatus');
  await expect(page.getByRole('region', { name: 'Saved tickets' }).getByRole('note', { name: 'Saved tickets may be cleared' })).toBeVisible();
});

test('asks again for each new ticket while refused, once per ticket, and the notice goes once granted', async ({ page, request }) => {
  const [first, second, third] = [await bookPaidTicket(request), await bookPaidTicket(request), await bookPaidTicket(request)];
  const browser = await stubStorageManager(page);

  await lookUp(page, first);
  await expect.poll(browser.questions).toBe(1);
  // Refreshing a ticket already kept is not a new ticket: no second question (Firefox prompts).
  await page.reload();
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
  await lookUp(page, first);
  expect(await browser.questions()).toBe(1);

  await lookUp(page, second);
  await expect.poll(browser.questions).toBe(2);
  await page.goto('/my-tickets');
  await expect(notice(page)).toBeVisible();

  await browser.grantNextQuestion();
  await lookUp(page, third);
  await expect.poll(browser.questions).toBe(3);
  await page.goto('/my-tickets');
  await expect(page.getByRole('list', { name: 'My tickets' }).getByRole('listitem')).toHaveCount(3);
  await expect(notice(page)).toHaveCount(0);
});

test('asks again once the app is installed, and the notice goes when that is granted', async ({ page, request }) => {
  const reference = await bookPaidTicket(request);
  const browser = await stubStorageManager(page);
  await lookUp(page, reference);
  await expect.poll(browser.questions).toBe(1);
  await page.goto('/my-tickets');
  await expect(notice(page)).toBeVisible();

  // Chromium grants an installed app; the install is the browser's event on the open page.
  await browser.grantNextQuestion();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect.poll(browser.questions).toBe(2);
  await expect(notice(page)).toHaveCount(0);
});

test('says nothing when the browser cannot keep storage at all', async ({ page, request }) => {
  const reference = await bookPaidTicket(request);
  await page.addInitScript(() => {
    Object.defineProperty(StorageManager.prototype, 'persist', { configurable: true, value: undefined });
  });
  await lookUp(page, reference);
  await page.goto('/my-tickets');
  await expect(page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('opened as the installed app, it asks at start; in a browser tab it waits for a ticket', async ({ page }) => {
  const browser = await stubStorageManager(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await browser.questions()).toBe(0);

  // Chromium cannot emulate display-mode here: the app's one question to matchMedia is answered.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    const standalone = { matches: true, media: '(display-mode: standalone)', onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
    window.matchMedia = (query: string) => (query === standalone.media ? (standalone as unknown as MediaQueryList) : real(query));
  });
  await page.reload();
  await expect.poll(browser.questions).toBe(1);
});
